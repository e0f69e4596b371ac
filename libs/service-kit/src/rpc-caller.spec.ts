import { RpcException } from '@nestjs/microservices';
import { requireCaller } from './rpc-caller.js';

describe('requireCaller', () => {
  it("gives the signed-in user's id", () => {
    expect(requireCaller({ id: 'u1' })).toBe('u1');
  });

  it('answers a request without a session with the sign-in envelope', () => {
    try {
      requireCaller(null);
      throw new Error('expected a failure');
    } catch (err) {
      expect(err).toBeInstanceOf(RpcException);
      expect((err as RpcException).getError()).toMatchObject({
        code: 'UNAUTHORIZED',
        error: 'Please sign in to continue.',
      });
    }
  });
});
