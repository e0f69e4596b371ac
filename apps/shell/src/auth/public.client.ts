import { createApiClient, type ApiClient } from '@leadgen/contracts';

/** Used before sign-in: no token, and a 401 (wrong password) must not trigger a sign-out. */
export const publicApi: ApiClient = createApiClient();
