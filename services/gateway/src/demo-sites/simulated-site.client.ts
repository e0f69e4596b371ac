import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { z } from 'zod';

/** Longest address of a simulated site's page (a browser's practical limit); no simulated page has a longer one. */
export const SIMULATED_SITE_URL_MAX = 2048;

/**
 * One page as the simulator's view of a site answers it (`GET /sites/<host>/<path>`): the site's
 * status, type, redirect target and body as a person's browser would get them.
 */
export const SimulatedSitePageSchema = z.object({
  /** False when no simulated site has this host. */
  found: z.boolean(),
  status: z.number().int().min(100).max(599),
  content_type: z.string().max(200),
  /** Redirect target (absolute URL) for 3xx answers. */
  location: z.string().max(2048).optional(),
  body: z.string().max(2_000_000),
  /** How long the site makes a reader wait; the view does not reproduce it. */
  delay_ms: z.number().int().min(0).max(120_000).default(0),
});
export type SimulatedSitePage = z.infer<typeof SimulatedSitePageSchema>;

const CAPABILITY = 'The demo website';
/** The simulator renders a page from memory; a slow site's delay is not reproduced for the view. */
const PAGE_TIMEOUT_MS = 5000;

/**
 * Asks the simulator (SIMULATED_SITES_URL) for one page of a simulated site, checked against its
 * shape: `GET /sites/<host>/<path>?<query>`, over https unless X-Forwarded-Proto says http.
 */
export async function fetchSimulatedPage(baseUrl: string, url: URL): Promise<SimulatedSitePage> {
  const address = new URL(`sites/${url.hostname}${url.pathname}${url.search}`, withSlash(baseUrl));
  let res: Response;
  try {
    res = await fetch(address, {
      // The scheme the page is asked with, as a reverse proxy says it to the server behind it.
      headers: { 'x-forwarded-proto': url.protocol.slice(0, -1) },
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError')
      throw new ApiError(504, errorEnvelope('TIMEOUT', `${CAPABILITY} took too long to answer.`));
    throw new ApiError(
      503,
      errorEnvelope('SERVICE_UNAVAILABLE', `${CAPABILITY} is temporarily unavailable. Please try again shortly.`),
    );
  }
  const page = SimulatedSitePageSchema.safeParse(res.ok ? await res.json().catch(() => null) : null);
  if (!page.success)
    throw new ApiError(502, errorEnvelope('UPSTREAM_FAILED', `${CAPABILITY} answered with an unexpected response.`));
  return page.data;
}

const withSlash = (base: string): string => (base.endsWith('/') ? base : `${base}/`);
