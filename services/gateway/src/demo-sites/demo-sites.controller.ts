import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiError,
  DEMO_SITE_URL_MAX,
  DEMO_SITE_VIEW_PREFIX,
  DemoSitePageReplySchema,
  errorEnvelope,
  SUBJECTS,
  type DemoSitePageReply,
  type DemoSitePageRequest,
} from '@leadgen/contracts';
import type { Request, Response } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { requestIdOf } from '../observability/request-context.js';
import { RpcClient, unexpectedReply } from '../rpc.client.js';
import {
  DEMO_SITE_HEADERS,
  demoSiteUrlOf,
  demoSiteView,
  sameViewRedirect,
  type DemoSiteView,
} from './demo-site.page.js';
import { DemoSitesThrottler } from './demo-sites.throttler.js';

const CAPABILITY = 'The demo website';
/** A demo page is read from memory by the leads service; a slow site's delay is not reproduced here. */
const PAGE_TIMEOUT_MS = 5000;
/** http -> https on the same host is followed here, a few times at most. */
const MAX_SAME_VIEW_HOPS = 3;

interface AskContext {
  request_id: string;
  ip: string;
}

const NO_DEMO_SITE = () => new ApiError(404, errorEnvelope('NOT_FOUND', 'There is no demo website at this address.'));

/** True when this gateway shows the demo world's websites: demo mode on, and never in production. */
export function servesDemoSites(env: GatewayEnv): boolean {
  return env.DEMO_MODE && env.NODE_ENV !== 'production';
}

/**
 * `GET /demo-sites/<host>/<path>`: a demo lead's website as the rep's browser sees it when they
 * click 'Visit' in demo mode, marked as fictional. No session is needed (the link opens in a new
 * tab without one); pages are counted per address instead.
 */
@Controller()
@UseGuards(DemoSitesThrottler)
export class DemoSitesController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get(`${DEMO_SITE_VIEW_PREFIX.slice(1)}/*path`)
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!servesDemoSites(this.env))
      throw new ApiError(404, errorEnvelope('NOT_FOUND', `Unknown route: ${req.method} ${req.path}`));
    const url = demoSiteUrlOf(req.path, searchOf(req));
    if (!url) throw NO_DEMO_SITE();
    const { reply, pageUrl } = await this.followSameView(url, { request_id: requestIdOf(req), ip: req.ip ?? '' });
    send(res, demoSiteView(reply, pageUrl));
  }

  /** The page at `url`, after the redirects that stay on the same view (http -> https). */
  private async followSameView(url: URL, ctx: AskContext): Promise<{ reply: DemoSitePageReply; pageUrl: URL }> {
    let pageUrl = url;
    for (let hop = 0; ; hop++) {
      const reply = await this.ask(pageUrl, ctx);
      const next = sameViewRedirect(reply, pageUrl);
      if (!next) return { reply, pageUrl };
      if (hop >= MAX_SAME_VIEW_HOPS)
        throw new ApiError(502, errorEnvelope('UPSTREAM_FAILED', 'The demo website redirects in a loop.'));
      pageUrl = next;
    }
  }

  /** One page from the leads service, checked against its contract. */
  private async ask(url: URL, ctx: AskContext): Promise<DemoSitePageReply> {
    // An address longer than any demo page's is no demo page: 404, as for any other unknown one.
    if (url.href.length > DEMO_SITE_URL_MAX) throw NO_DEMO_SITE();
    const body: DemoSitePageRequest = { url: url.href, viewer: 'person' };
    const raw = await this.rpc.request<unknown>(
      SUBJECTS.leads.demoSitePage,
      { ...ctx, caller: null, body },
      PAGE_TIMEOUT_MS,
      CAPABILITY,
    );
    const reply = DemoSitePageReplySchema.safeParse(raw);
    if (!reply.success) throw unexpectedReply(CAPABILITY);
    return reply.data;
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
