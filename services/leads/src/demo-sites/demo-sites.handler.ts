import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DEMO_SITE_DOMAINS,
  DEMO_SITE_OFF_MESSAGE,
  DemoSitePageRequestSchema,
  isDemoSiteHost,
  SUBJECTS,
  type DemoSitePageReply,
  type DemoSitePageRequest,
  type RpcRequest,
} from '@leadgen/contracts';
import { rpcError, rpcPayload } from '@leadgen/service-kit';
import { LEADS_ENV, type LeadsEnv } from '../env.js';
import { DemoProvider } from '../providers/demo/demo.provider.js';
import { LeadProvider } from '../providers/lead.provider.js';
import { DemoSites } from '../providers/demo/sites/demo-sites.service.js';
import { DEMO_VENDOR_SITES } from '../providers/demo/vendors/demo-vendors.js';

export const NOT_A_DEMO_ADDRESS_MESSAGE = `Only addresses on the reserved demo domains (${DEMO_SITE_DOMAINS.join(', ')}) are demo websites.`;

/**
 * Answers leads.demo-site-page: one page of the demo world's websites, for the site readers of
 * analysis and diagnostics and for the gateway's view of a demo site. The restaurants' sites are
 * built from the same listings the searches return, beside them the demo vendors' sites; nothing
 * is read from the network.
 *
 * - Demo mode off (LEADS_PROVIDER is not demo): error NOT_FOUND with DEMO_SITE_OFF_MESSAGE; the
 *   gateway shows it as a 404, a reader as "this address exists only in demo mode".
 * - An address outside the reserved demo domains: error BAD_REQUEST (the caller should never ask).
 * - A demo-domain host no site has: `found: false` (the address could not be found).
 * - Otherwise the page as the site answers it: 200, 301 with `location`, 403 to bots, 404 for an
 *   unknown path, and `delay_ms` for a site slower than any reader waits.
 */
@Controller()
export class DemoSitesHandler {
  private readonly sites: DemoSites | null;

  constructor(@Inject(LEADS_ENV) env: LeadsEnv, provider: LeadProvider) {
    this.sites =
      env.LEADS_PROVIDER === 'demo' && provider instanceof DemoProvider
        ? new DemoSites(provider.data, { vendors: DEMO_VENDOR_SITES })
        : null;
  }

  @MessagePattern(SUBJECTS.leads.demoSitePage)
  page(@Payload(rpcPayload(DemoSitePageRequestSchema)) req: RpcRequest<DemoSitePageRequest>): DemoSitePageReply {
    if (!this.sites) throw rpcError('NOT_FOUND', DEMO_SITE_OFF_MESSAGE);
    const url = new URL(req.body.url);
    if (!isDemoSiteHost(url.hostname)) throw rpcError('BAD_REQUEST', NOT_A_DEMO_ADDRESS_MESSAGE);
    return this.sites.page(url.href, req.body.viewer ?? 'reader');
  }
}
