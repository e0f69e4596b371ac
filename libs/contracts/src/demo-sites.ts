import { z } from 'zod';

/**
 * The demo world's websites live on the domains reserved for examples (RFC 2606): every demo
 * lead's site and the demo vendors' sites are on a subdomain of one of these. In demo mode they
 * are read through the leads service (subject `leads.demo-site-page`), never over the network;
 * outside demo mode an address on them is refused.
 */
export const DEMO_SITE_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** True when the host is one of the reserved example domains or a subdomain of one. */
export function isDemoSiteHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return DEMO_SITE_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`));
}

/** Said when a demo-site address is given while demo mode is off. */
export const DEMO_SITE_OFF_MESSAGE = 'This is a demo website address; demo websites exist only in demo mode.';

/** Path on the app's origin where a browser views a demo site: /demo-sites/<host>/<path>. */
export const DEMO_SITE_VIEW_PREFIX = '/demo-sites';

/** The address where a rep's browser views a demo site's page (the 'Visit' link in demo mode). */
export function demoSiteViewPath(siteUrl: string): string | null {
  try {
    const u = new URL(siteUrl);
    if (!isDemoSiteHost(u.hostname)) return null;
    return `${DEMO_SITE_VIEW_PREFIX}/${u.hostname}${u.pathname}${u.search}`;
  } catch {
    return null;
  }
}

export const DemoSitePageRequestSchema = z.object({
  /** The absolute http(s) URL asked for, on a demo-site host. */
  url: z.string().url().max(2048),
  /**
   * Who asks: a site reader gets the site as a bot does (bot protection, script shells); a person
   * viewing the demo site in a browser gets past the bot check and sees what the scripts render.
   */
  viewer: z.enum(['reader', 'person']).default('reader'),
});
export type DemoSitePageRequest = z.input<typeof DemoSitePageRequestSchema>;

/**
 * One page as the demo world answers it, shaped like an HTTP response so the reader treats it
 * exactly as it treats a live site: status, type, redirect target, body, and how long the site
 * takes to answer (a slow site's delay exceeds the reader's time limit).
 */
export const DemoSitePageReplySchema = z.object({
  /** False when no demo site has this host: the reader says the address could not be found. */
  found: z.boolean(),
  status: z.number().int().min(100).max(599),
  content_type: z.string().max(200),
  /** Redirect target (absolute URL) for 3xx answers. */
  location: z.string().max(2048).optional(),
  body: z.string().max(2_000_000),
  /** Milliseconds the site takes before it answers. */
  delay_ms: z.number().int().min(0).max(120_000).default(0),
});
export type DemoSitePageReply = z.infer<typeof DemoSitePageReplySchema>;
