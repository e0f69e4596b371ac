/**
 * One page as a simulated site answers it: status, type, redirect target, body, and how long the
 * site takes to answer (a slow site's delay exceeds any reader's time limit). The sites' proxy
 * turns it into an HTTP answer; the gateway's view of a site gets it as JSON.
 */
export interface SitePage {
  /** False when no simulated site has this host. */
  found: boolean;
  status: number;
  content_type: string;
  /** Redirect target (absolute URL) for 3xx answers. */
  location?: string;
  body: string;
  /** Milliseconds the site takes before it answers. */
  delay_ms: number;
}
