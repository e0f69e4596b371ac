import { createApiClient, type ApiClient } from '@leadgen/contracts';

/** How long Logout waits for the server to end the session before the browser forgets it anyway. */
export const SIGNOUT_WAIT_MS = 3000;

/**
 * Ends this browser's session on the server, so the token stops working everywhere, not only
 * here. Never fails and never waits past `waitMs`: the rep is signed out locally whatever the
 * server says (a token already refused answers 401, which is the same outcome).
 */
export async function endServerSession(
  token: string,
  client: ApiClient = createApiClient({ getToken: () => token }),
  waitMs = SIGNOUT_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      client.call('signout').then(
        () => undefined,
        () => undefined,
      ),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
