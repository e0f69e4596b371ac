import type { ApiClient } from '@leadgen/contracts';
import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { endServerSession } from './signout.logic.js';

const clientAnswering = (call: () => Promise<unknown>) => {
  const calls: string[] = [];
  const client = {
    call: (id: string) => {
      calls.push(id);
      return call();
    },
  } as unknown as ApiClient;
  return { client, calls };
};

describe('endServerSession', () => {
  it('asks the server to end the session', async () => {
    const { client, calls } = clientAnswering(async () => ({ success: true }));
    await endServerSession('a.b.c', client);
    expect(calls).toEqual(['signout']);
  });

  it('settles when the server refuses or cannot be reached', async () => {
    const refused = clientAnswering(async () => {
      throw new ApiError(401, errorEnvelope('UNAUTHORIZED', 'Your session is not valid. Please sign in again.'));
    });
    await expect(endServerSession('a.b.c', refused.client)).resolves.toBeUndefined();
    const down = clientAnswering(async () => {
      throw new ApiError(0, errorEnvelope('SERVICE_UNAVAILABLE', 'Cannot reach the server. Check your connection.'));
    });
    await expect(endServerSession('a.b.c', down.client)).resolves.toBeUndefined();
  });

  it('stops waiting for a server that does not answer', async () => {
    const { client } = clientAnswering(() => new Promise(() => {}));
    await expect(endServerSession('a.b.c', client, 10)).resolves.toBeUndefined();
  });
});
