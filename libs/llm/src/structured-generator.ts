import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import pLimit from 'p-limit';
import type { z } from 'zod';
import type { Prompt } from './prompt.js';
import type { LlmSettings } from './settings.js';

export type GeneratedBy = 'model' | 'deterministic';

export interface Generated<T> {
  value: T;
  generated_by: GeneratedBy;
  model?: string;
  cached: boolean;
  /** Why the deterministic generator answered, when it did. */
  fallback_reason?: string;
}

export interface GenerateRequest<I, T> {
  prompt: Prompt<I>;
  input: I;
  schema: z.ZodType<T>;
  /** Builds the same shape from the input alone; used when no model is set or the model fails. */
  fallback: (input: I) => T;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Structured text from a language model, validated by a zod schema, with a deterministic
 * generator behind it. The openai client retries 429 and 5xx with backoff; a reply that fails
 * the schema is asked for once more before falling back.
 */
export class StructuredGenerator {
  private readonly client: OpenAI | null;
  private readonly limit: ReturnType<typeof pLimit>;
  private readonly cache: LRUCache<string, { value: unknown; model: string }> | null;

  constructor(
    private readonly settings: LlmSettings,
    private readonly log?: Log,
  ) {
    this.client =
      settings.model && (settings.apiKey || settings.baseURL)
        ? new OpenAI({
            apiKey: settings.apiKey ?? 'not-needed',
            baseURL: settings.baseURL,
            timeout: settings.timeoutMs,
            maxRetries: settings.maxRetries,
          })
        : null;
    this.limit = pLimit(settings.concurrency);
    this.cache = settings.cacheSize > 0 ? new LRUCache({ max: settings.cacheSize }) : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  get model(): string | undefined {
    return this.client ? this.settings.model : undefined;
  }

  /** The model's answer when one is set and answers in shape, else the deterministic generator's, saying why. */
  async generate<I, T>(req: GenerateRequest<I, T>): Promise<Generated<T>> {
    const deterministic = (reason: string): Generated<T> => ({
      value: req.schema.parse(req.fallback(req.input)),
      generated_by: 'deterministic',
      cached: false,
      fallback_reason: reason,
    });
    if (!this.client) return deterministic('No language model is configured.');

    const key = this.keyOf(req.prompt, req.input);
    const hit = this.cache?.get(key);
    if (hit) return { value: hit.value as T, generated_by: 'model', model: hit.model, cached: true };

    const answer = await this.askWithRetry(req, key);
    return 'value' in answer ? answer : deterministic(answer.failure);
  }

  /** The model's reply (cached for the same prompt and input), or why there is none. */
  private async askWithRetry<I, T>(
    req: GenerateRequest<I, T>,
    key: string,
  ): Promise<Generated<T> | { failure: string }> {
    const model = this.settings.model!;
    let lastError = 'The language model did not answer.';
    for (let attempt = 0; attempt < 2; attempt++) {
      let started = 0;
      try {
        const value = await this.limit(() => {
          started = Date.now();
          return this.ask(req, model);
        });
        this.cache?.set(key, { value, model });
        return { value, generated_by: 'model', model, cached: false };
      } catch (err) {
        // The SDK reports an aborted slow request as a connection error: tell the two apart by time.
        const timedOut = started > 0 && Date.now() - started >= this.settings.timeoutMs * 0.9;
        lastError =
          timedOut && err instanceof OpenAI.APIConnectionError ? 'The language model timed out.' : describe(err);
        this.log?.warn({ prompt: req.prompt.id, attempt, error: lastError }, 'language model call failed');
        // Only a reply that failed the schema is worth asking again; transport errors were already retried.
        if (!(err instanceof SchemaMismatch)) break;
      }
    }
    return { failure: lastError };
  }

  private async ask<I, T>(req: GenerateRequest<I, T>, model: string): Promise<T> {
    const completion = await this.client!.chat.completions.parse({
      model,
      messages: [
        { role: 'system', content: req.prompt.system },
        { role: 'user', content: req.prompt.user(req.input) },
      ],
      response_format: zodResponseFormat(req.schema as z.ZodType, req.prompt.id.replace(/[^a-zA-Z0-9_-]/g, '_')),
    }).catch((err: unknown) => {
      // The SDK validates the reply against the schema while parsing it.
      if (isParseError(err)) throw new SchemaMismatch(describe(err));
      throw err;
    });
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new Error(`The model refused: ${message.refusal}`);
    const checked = req.schema.safeParse(message?.parsed);
    if (!checked.success) throw new SchemaMismatch('The model reply did not match the expected structure.');
    return checked.data;
  }

  private keyOf<I>(prompt: Prompt<I>, input: I): string {
    return createHash('sha256')
      .update(`${this.settings.model}\n${prompt.id}@${prompt.version}\n${JSON.stringify(input)}`)
      .digest('hex');
  }
}

class SchemaMismatch extends Error {}

function isParseError(err: unknown): boolean {
  const name = (err as { name?: string })?.name ?? '';
  return (
    name === 'ZodError' || name === 'SyntaxError' || /parse|json|schema/i.test(String((err as Error)?.message ?? ''))
  );
}

function describe(err: unknown): string {
  const e = err as { status?: number; message?: string; name?: string };
  if (err instanceof OpenAI.APIConnectionTimeoutError) return 'The language model timed out.';
  if (err instanceof OpenAI.APIConnectionError) return 'The language model could not be reached.';
  if (e?.status === 429) return 'The language model is rate-limiting requests.';
  if (e?.status && e.status >= 500) return `The language model failed (HTTP ${e.status}).`;
  if (e?.status) return `The language model refused the request (HTTP ${e.status}).`;
  return e?.message ?? 'The language model failed.';
}
