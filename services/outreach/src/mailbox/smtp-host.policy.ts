import { lookup } from 'node:dns/promises';
import { checkAddress } from '@leadgen/site-reader';

/** What a rep's SMTP host resolves to: every address must be a public one (the site reader's policy). */
export type SmtpHostVerdict = { ok: true } | { ok: false; message: string };

const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal|localhost\.localdomain)\.?$/i;

export async function checkSmtpHost(
  host: string,
  resolve: (host: string) => Promise<string[]> = async (h) => (await lookup(h, { all: true })).map((a) => a.address),
): Promise<SmtpHostVerdict> {
  const refused = {
    ok: false as const,
    message: 'The SMTP host must be a mail server on the internet: local and private addresses are refused.',
  };
  if (LOCAL_NAMES.test(host)) return refused;
  let addresses: string[];
  try {
    addresses = /^[\d.]+$|:/.test(host) ? [host] : await resolve(host);
  } catch {
    return { ok: false, message: `The SMTP host ${host} was not found: check its name.` };
  }
  return addresses.length > 0 && addresses.every((a) => checkAddress(a).allowed) ? { ok: true } : refused;
}
