import { z } from 'zod';
import { definePrompt } from './prompt.js';
import { StructuredGenerator } from './structured-generator.js';
import { startFakeOpenAI, type FakeOpenAI } from './testing/index.js';

const Summary = z.object({ headline: z.string(), points: z.array(z.string()) });
const prompt = definePrompt<{ name: string }>({
  id: 'summary',
  version: 1,
  system: 'Summarise the restaurant.',
  user: (i) => `Restaurant: ${i.name}`,
});
const fallback = (i: { name: string }) => ({ headline: `About ${i.name}`, points: [] });
const request = (name = 'Casa Verde') => ({ prompt, input: { name }, schema: Summary, fallback });

describe('StructuredGenerator', () => {
  let fake: FakeOpenAI;
  const generator = (overrides: Partial<ConstructorParameters<typeof StructuredGenerator>[0]> = {}) =>
    new StructuredGenerator({
      baseURL: fake.baseURL,
      apiKey: 'test',
      model: 'fake-model',
      timeoutMs: 2000,
      maxRetries: 2,
      concurrency: 2,
      cacheSize: 10,
      ...overrides,
    });

  beforeEach(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.close());

  it('uses the deterministic generator when no model is configured', async () => {
    const g = new StructuredGenerator({ timeoutMs: 1000, maxRetries: 0, concurrency: 1, cacheSize: 0 });
    expect(g.configured).toBe(false);
    const out = await g.generate(request());
    expect(out).toMatchObject({
      generated_by: 'deterministic',
      value: { headline: 'About Casa Verde' },
      fallback_reason: 'No language model is configured.',
    });
  });

  it('returns valid structured output from the model, sending a strict JSON schema, and caches it', async () => {
    fake.replies.push({ content: { headline: 'Taqueria with two sites', points: ['No online ordering'] } });
    const g = generator();
    const first = await g.generate(request());
    expect(first).toEqual({
      value: { headline: 'Taqueria with two sites', points: ['No online ordering'] },
      generated_by: 'model',
      model: 'fake-model',
      cached: false,
    });
    const sent = fake.requests[0]!;
    expect(sent.model).toBe('fake-model');
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'summary', strict: true } });
    const second = await g.generate(request());
    expect(second.cached).toBe(true);
    expect(fake.requests).toHaveLength(1);
    await g.generate(request('Other Place'));
    expect(fake.requests).toHaveLength(2);
  });

  it('asks again when the reply fails the schema, then falls back', async () => {
    fake.replies.push({ content: { headline: 42 } }, { content: 'not json at all' });
    const out = await generator().generate(request());
    expect(fake.requests).toHaveLength(2);
    expect(out.generated_by).toBe('deterministic');
    expect(out.value).toEqual({ headline: 'About Casa Verde', points: [] });
  });

  it('recovers from a 429 by retrying', async () => {
    fake.replies.push({ status: 429 }, { content: { headline: 'After the wait', points: [] } });
    const out = await generator().generate(request());
    expect(out).toMatchObject({ generated_by: 'model', value: { headline: 'After the wait' } });
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back after repeated 500s, saying why', async () => {
    fake.replies.push({ status: 500 });
    const out = await generator({ maxRetries: 1 }).generate(request());
    expect(out.generated_by).toBe('deterministic');
    expect(out.fallback_reason).toBe('The language model failed (HTTP 500).');
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back when the model does not answer in time', async () => {
    fake.replies.push({ hang: true });
    const out = await generator({ timeoutMs: 300, maxRetries: 0 }).generate(request());
    expect(out.generated_by).toBe('deterministic');
    expect(out.fallback_reason).toBe('The language model timed out.');
  });

  it('keeps no more calls in flight than the concurrency cap', async () => {
    fake.replies.push({ hang: true });
    const g = generator({ timeoutMs: 400, maxRetries: 0, concurrency: 1 });
    const started = Date.now();
    await Promise.all([g.generate(request('A')), g.generate(request('B'))]);
    // One at a time: the second call only starts once the first has timed out.
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
  });
});
