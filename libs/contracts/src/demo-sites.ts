import { z } from 'zod';

/** Longest address of a demo site's page (a browser's practical limit); no demo page has a longer one. */
export const DEMO_SITE_URL_MAX = 2048;

export const DemoSitePageRequestSchema = z.object({
  /** The absolute http(s) URL asked for, on a demo-site host. */
  url: z.string().url().max(DEMO_SITE_URL_MAX),
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
