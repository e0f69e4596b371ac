import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiError, DEMO_SITE_VIEW_PREFIX, errorEnvelope } from '@leadgen/contracts';
import type { Request, Response } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import {
  DEMO_SITE_HEADERS,
  demoSiteUrlOf,
  demoSiteView,
  sameViewRedirect,
  type DemoSiteView,
} from './demo-site.page.js';
import { DemoSitesThrottler } from './demo-sites.throttler.js';
import { fetchSimulatedPage, SIMULATED_SITE_URL_MAX, type SimulatedSitePage } from './simulated-site.client.js';

/** http -> https on the same host is followed here, a few times at most. */
const MAX_SAME_VIEW_HOPS = 3;

const NO_DEMO_SITE = () => new ApiError(404, errorEnvelope('NOT_FOUND', 'There is no demo website at this address.'));

/**
 * `GET /demo-sites/<host>/<path>`: a simulated lead's website as the rep's browser sees it when
 * they click 'Visit', marked as fictional, fetched from the simulator (SIMULATED_SITES_URL, never
 * set in production; unset, the route does not exist). No session is needed (the link opens in a
 * new tab without one); pages are counted per address instead.
 */
@Controller()
@UseGuards(DemoSitesThrottler)
export class DemoSitesController {
  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {}

  @Get(`${DEMO_SITE_VIEW_PREFIX.slice(1)}/*path`)
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    // Registered only where the simulator is set (gateway.module).
    const simulator = this.env.SIMULATED_SITES_URL!;
    const url = demoSiteUrlOf(req.path, searchOf(req));
    if (!url) throw NO_DEMO_SITE();
    const { reply, pageUrl } = await followSameView(simulator, url);
    send(res, demoSiteView(reply, pageUrl));
  }
}

/** The page at `url`, after the redirects that stay on the same view (http -> https). */
async function followSameView(simulator: string, url: URL): Promise<{ reply: SimulatedSitePage; pageUrl: URL }> {
  let pageUrl = url;
  for (let hop = 0; ; hop++) {
    // An address longer than any simulated page's is no page: 404, as for any other unknown one.
    if (pageUrl.href.length > SIMULATED_SITE_URL_MAX) throw NO_DEMO_SITE();
    const reply = await fetchSimulatedPage(simulator, pageUrl);
    const next = sameViewRedirect(reply, pageUrl);
    if (!next) return { reply, pageUrl };
    if (hop >= MAX_SAME_VIEW_HOPS)
      throw new ApiError(502, errorEnvelope('UPSTREAM_FAILED', 'The demo website redirects in a loop.'));
    pageUrl = next;
  }
}

function searchOf(req: Request): string {
  const q = req.originalUrl.indexOf('?');
  return q < 0 ? '' : req.originalUrl.slice(q);
}

function send(res: Response, view: DemoSiteView): void {
  switch (view.kind) {
    case 'not-found':
      throw NO_DEMO_SITE();
    case 'leaves-demo-world':
      throw new ApiError(502, errorEnvelope('UPSTREAM_FAILED', 'The demo website redirects outside the demo world.'));
    case 'redirect':
      res.setHeader('cache-control', 'no-store');
      res.redirect(view.status, view.location);
      return;
    case 'page':
      res.status(view.status);
      for (const [name, value] of Object.entries(DEMO_SITE_HEADERS)) res.setHeader(name, value);
      res.setHeader('content-type', view.contentType);
      res.send(view.body);
  }
}
