import {
  ApiError,
  createApiClient,
  errorEnvelope,
  type ApiClient,
  type ErrorEnvelope,
  type RouteRequest,
  type RouteResponse,
} from '@leadgen/contracts';

/**
 * The gateway answers every call it serves with 200. A success with another status would be a
 * change of contract, so the client used by the tests hears it as a failure that names it.
 */
const fetchExpectingOk: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  if (!res.ok || res.status === 200) return res;
  return Response.json(errorEnvelope('INTERNAL', `The gateway answered ${res.status} where a success is 200.`), {
    status: 500,
  });
};

/** The product's typed web client against a running gateway, sending `token` as the session when given. */
export function gatewayClient(gatewayUrl: string, token?: string): ApiClient {
  return createApiClient({ baseUrl: gatewayUrl, getToken: () => token ?? null, fetch: fetchExpectingOk });
}

/** Signs in through the gateway, as the shell does, and returns the session with a client that speaks for it. */
export async function signIn(
  gatewayUrl: string,
  credentials: RouteRequest<'signin'>,
): Promise<{ session: RouteResponse<'signin'>; api: ApiClient }> {
  const session = await gatewayClient(gatewayUrl).call('signin', credentials);
  return { session, api: gatewayClient(gatewayUrl, session.session_token) };
}

/** What a refusal's envelope adds to a reply's fields. */
type Refusal = Partial<Omit<ErrorEnvelope, 'success'>>;

/**
 * How a call ended as the HTTP answer had it: 200 and the reply, or the refusal's status and its
 * error envelope in place of the reply (read `error`, `code` and `fields` from it).
 */
export interface Settled<T> {
  status: number;
  body: T & Refusal;
}

export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { status: 200, body: (await call) as T & Refusal };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.status, body: err.envelope as T & Refusal };
  }
}

/** The HTTP status a call through the client ended with. */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  return (await settle(call)).status;
}
