import type { Caller } from '@leadgen/contracts';
import { rpcError } from './rpc-error.js';

/** The signed-in user's id; a request without a session answers 401, as the gateway does. */
export function requireCaller(caller: Pick<Caller, 'id'> | null | undefined): string {
  if (!caller) throw rpcError('UNAUTHORIZED', 'Please sign in to continue.');
  return caller.id;
}
