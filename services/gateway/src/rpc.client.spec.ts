import { errorEnvelope, validationEnvelope } from '@leadgen/contracts';
import { z } from 'zod';
import { asTheApiNamesIt } from './rpc.client.js';

describe("a service's refusal, as the gateway answers it", () => {
  it('names the fields the caller sent, without the message wrapping (body., query., params.)', () => {
    const inner = z.object({
      body: z.object({ url: z.string().max(5, 'Too long') }),
      query: z.object({ page: z.number() }),
    });
    const refusal = validationEnvelope(inner.safeParse({ body: { url: 'https://x' }, query: { page: 'x' } }).error!);
    expect(asTheApiNamesIt(refusal)).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      error: 'Invalid request: url: Too long',
      fields: { url: ['Too long'], page: [expect.any(String)] },
    });
  });

  it('names the body itself (body) and leaves other names and envelopes without fields alone', () => {
    const body = errorEnvelope('BAD_REQUEST', 'Invalid request: body: Unrecognized key', { fields: { body: ['x'] } });
    expect(asTheApiNamesIt(body)).toMatchObject({
      error: 'Invalid request: (body): Unrecognized key',
      fields: { '(body)': ['x'] },
    });
    const plain = errorEnvelope('VALIDATION_FAILED', 'Invalid request: bodyguard: x', { fields: { bodyguard: ['x'] } });
    expect(asTheApiNamesIt(plain)).toEqual(plain);
    const none = errorEnvelope('NOT_FOUND', 'Saved lead not found.');
    expect(asTheApiNamesIt(none)).toBe(none);
  });
});
