import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply = { content: unknown } | { status: number; body?: unknown } | { hang: true };

export interface FakeOpenAI {
  baseURL: string;
  /** The settings that point a service's model calls here (no retries: each scripted reply is used once). */
  settings: Record<'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'LLM_MAX_RETRIES', string>;
  /** Chat completion requests received, parsed. */
  requests: { model: string; messages: { role: string; content: string }[]; response_format?: unknown }[];
  /** Replies to give, in order; the last one repeats. */
  replies: FakeReply[];
  close(): Promise<void>;
}

/** A local OpenAI-compatible server (POST /v1/chat/completions) that answers as scripted. */
export async function startFakeOpenAI(replies: FakeReply[] = []): Promise<FakeOpenAI> {
  const fake: FakeOpenAI = {
    baseURL: '',
    settings: { OPENAI_BASE_URL: '', OPENAI_API_KEY: 'test', OPENAI_MODEL: 'fake-model', LLM_MAX_RETRIES: '0' },
    requests: [],
    replies,
    close: async () => {},
  };
  let served = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(raw);
      fake.requests.push(body);
      const reply = fake.replies[Math.min(served++, fake.replies.length - 1)] ?? { status: 500 };
      if ('hang' in reply) return; // never answers: the client's timeout must fire
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
        res.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${served}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content),
                refusal: null,
              },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.settings.OPENAI_BASE_URL = fake.baseURL;
  fake.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}
