import { lookup } from 'node:dns/promises';
import { checkAddress } from '@leadgen/site-reader';

/** What a rep's mail host resolves to: every address must be a public one (the site reader's policy). */
export type MailHostVerdict = { ok: true; address: string } | { ok: false; message: string };

const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal|localhost\.localdomain)\.?$/i;

export async function checkMailHost(
  host: string,
  kind: 'SMTP' | 'IMAP',
  resolve: (host: string) => Promise<string[]> = async (h) => (await lookup(h, { all: true })).map((a) => a.address),
): Promise<MailHostVerdict> {
  const refused = {
    ok: false as const,
    message: `The ${kind} host must be a mail server on the internet: local and private addresses are refused.`,
  };
  if (LOCAL_NAMES.test(host)) return refused;
  let addresses: string[];
  try {
    addresses = /^[\d.]+$|:/.test(host) ? [host] : await resolve(host);
  } catch {
    return { ok: false, message: `The ${kind} host ${host} was not found: check its name.` };
  }
  const allowed = addresses.length > 0 && addresses.every((a) => checkAddress(a).allowed);
  return allowed ? { ok: true, address: addresses[0]! } : refused;
}

/** The SMTP host as the mailbox form checks it when it is saved. */
export async function checkSmtpHost(
  host: string,
  resolve?: (host: string) => Promise<string[]>,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const verdict = await checkMailHost(host, 'SMTP', resolve);
  return verdict.ok ? { ok: true } : verdict;
}
