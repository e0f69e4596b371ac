import { RpcException } from '@nestjs/microservices';
import { SessionIdParamsSchema, SigninRequestSchema } from '@leadgen/contracts';
import { z } from 'zod';
import { rpcPayload } from './zod-payload.pipe.js';

describe('rpcPayload pipe', () => {
  const pipe = rpcPayload(SigninRequestSchema);

  it('passes a valid payload with defaults filled', () => {
    expect(pipe.transform({ body: { email: 'A@B.co', password: 'x' } })).toEqual({
      request_id: '',
      call_id: '',
      caller: null,
      ip: '',
      user_agent: '',
      body: { email: 'a@b.co', password: 'x' },
    });
  });

  it("checks a templated path's values with the route's params schema", () => {
    const withParams = rpcPayload(z.object({}), SessionIdParamsSchema);
    const id = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
    expect(withParams.transform({ body: {}, params: { id } }).params).toEqual({ id });
    expect(() => withParams.transform({ body: {}, params: { id: 'not-an-id' } })).toThrow(RpcException);
  });

  it('turns an invalid payload into a validation envelope, not a 500', () => {
    try {
      pipe.transform({ body: { email: 'nope' } });
      throw new Error('expected a failure');
    } catch (err) {
      expect(err).toBeInstanceOf(RpcException);
      expect((err as RpcException).getError()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'body.email': expect.any(Array) },
      });
    }
  });

  it('refuses a null character in any text with 400 naming the field, even where the schema would take it', () => {
    try {
      pipe.transform({ body: { email: 'a@b.co', password: 'pw\u0000' } });
      throw new Error('expected a failure');
    } catch (err) {
      expect(err).toBeInstanceOf(RpcException);
      expect((err as RpcException).getError()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        error: 'Password contains a null character, which is not allowed.',
        fields: { 'body.password': ['Password contains a null character, which is not allowed.'] },
      });
    }
  });
  it('refuses a lone UTF-16 surrogate in any text, and nesting past the limit, with 400', () => {
    const refusal = (value: unknown) => {
      try {
        pipe.transform(value);
      } catch (err) {
        return (err as RpcException).getError();
      }
      throw new Error('expected a failure');
    };
    expect(refusal({ body: { email: 'a@b.co', password: 'pw\ud800' } })).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'body.password': ['Password contains a lone UTF-16 surrogate, which is not valid text.'] },
    });
    let deep: unknown = {};
    for (let i = 0; i < 1_000; i++) deep = { a: deep };
    expect(refusal({ body: deep })).toMatchObject({
      code: 'BAD_REQUEST',
      error: expect.stringContaining('nested too deeply'),
    });
  });
});
