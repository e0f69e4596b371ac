import { lookup } from 'node:dns/promises';
import { checkMailHost } from './smtp-host.policy.js';

/** Where one connection goes: the address checked, and the name the server's certificate is checked against. */
export interface PinnedHost {
  host: string;
  servername: string;
}

export type PinResult = { ok: true; target: PinnedHost } | { ok: false; message: string };

const resolveAll = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Checks a rep's mail host at each connection, not only when the mailbox is saved: the name is
 * resolved once, every address must be public, and the connection goes to the address checked (so
 * a name that changes its answer in between cannot lead it to an internal service). Outside
 * production (the demo and test servers run on 127.0.0.1) the host is used as given.
 */
export async function pinMailHost(
  host: string,
  allowPrivate: boolean,
  kind: 'SMTP' | 'IMAP',
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<PinResult> {
  if (allowPrivate) return { ok: true, target: { host, servername: host } };
  const verdict = await checkMailHost(host, kind, resolve);
  if (!verdict.ok) return verdict;
  return { ok: true, target: { host: verdict.address, servername: host } };
}
