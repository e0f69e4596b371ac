import { z } from 'zod';

/**
 * IANA's bootstrap file for domain names (RFC 9224): `services` pairs a list of TLDs with the RDAP
 * servers that answer for them. Extra members and a third element per service are allowed by the RFC.
 */
const BootstrapSchema = z.object({
  services: z.array(z.array(z.array(z.string())).min(2)),
});

/** The RDAP servers by TLD, as read from a bootstrap file. */
export type RdapBootstrap = ReadonlyMap<string, readonly string[]>;

/** The bootstrap file's JSON read into servers by TLD (lower case); null when it is not one. */
export function parseBootstrap(json: unknown): RdapBootstrap | null {
  const parsed = BootstrapSchema.safeParse(json);
  if (!parsed.success) return null;
  const servers = new Map<string, string[]>();
  for (const [entries, urls] of parsed.data.services) {
    const usable = urls!.filter((u) => /^https?:\/\//i.test(u));
    if (!usable.length) continue;
    for (const entry of entries!) servers.set(entry.toLowerCase().replace(/^\.|\.$/g, ''), usable);
  }
  return servers;
}

/**
 * The base URL of the RDAP server for a domain: the longest bootstrap entry its labels end with
 * (RFC 9224 section 4), https preferred when the file lists both; null when no registry is listed.
 */
export function serverFor(bootstrap: RdapBootstrap, domain: string): string | null {
  const labels = domain.toLowerCase().split('.');
  for (let i = 0; i < labels.length; i++) {
    const urls = bootstrap.get(labels.slice(i).join('.'));
    if (urls) return withSlash(urls.find((u) => u.toLowerCase().startsWith('https:')) ?? urls[0]!);
  }
  return null;
}

/** Base URLs end with "/" (RFC 9224 says they do; some do not): "domain/<name>" is appended to them. */
export function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
