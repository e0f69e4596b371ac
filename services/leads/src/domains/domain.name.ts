import { websiteHost } from '../places/place.website.js';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The domain to ask the registry about for a listing's website: its host without "www."
 * ("https://www.lola.example.net/menu" -> "lola.example.net"), the key leads match sites on; null
 * for no website, an address (no domain to date) or a name without a dot.
 */
export function websiteDomain(website: string | null | undefined): string | null {
  const host = websiteHost(website);
  if (!host || IPV4.test(host) || host.startsWith('[') || !host.includes('.')) return null;
  return host;
}
