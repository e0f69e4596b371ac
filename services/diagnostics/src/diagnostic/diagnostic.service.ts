import { Inject, Injectable } from '@nestjs/common';
import type { Caller, DiagnosticResponse } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { buildChecklist } from './checklist/checklist.js';
import { ClientsService } from './clients/clients.service.js';
import { DIAGNOSTICS_ENV, type DiagnosticsEnv } from './env.js';
import { InsightsSchema, insightsPrompt, noInsights } from './insights/insights.prompt.js';
import { googleDataFrom, googleRecommendations } from './lookup/google-data.js';
import { LEADS_LOOKUP, type LeadsLookup } from './lookup/leads-lookup.client.js';
import type { PlatformRule } from './platforms/platforms.js';
import { SITE_SOURCE, type SiteSource } from './site/site-source.js';

export const PLATFORM_RULES = Symbol('PLATFORM_RULES');

const CUISINE_LABEL = (v: string) => v.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
const dedupe = (xs: string[]) => {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = x.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

@Injectable()
export class DiagnosticService {
  constructor(
    @Inject(SITE_SOURCE) private readonly sites: SiteSource,
    @Inject(PLATFORM_RULES) private readonly rules: PlatformRule[],
    @Inject(LEADS_LOOKUP) private readonly leads: LeadsLookup,
    @Inject(DIAGNOSTICS_ENV) private readonly env: DiagnosticsEnv,
    private readonly clients: ClientsService,
    private readonly llm: StructuredGenerator,
  ) {}

  async analyze(url: string, useGpt: boolean, ctx: { request_id: string; caller: Caller | null; ip: string }): Promise<DiagnosticResponse> {
    const read = await this.sites.read(url);
    const list = buildChecklist(read, this.rules);

    const { result: lookup, reason } = await this.leads.lookup(
      { website_url: read.pages[0]?.url ?? url, name: read.pages.length ? list.restaurant_name : null, city: list.city, state: list.state, competitors: 5 },
      ctx,
    );
    const google = googleDataFrom(lookup, reason);
    const listing = lookup?.found ? lookup.listing : null;
    const city = list.city ?? listing?.city ?? null;
    const state = list.state ?? listing?.state ?? null;
    const clients = ctx.caller
      ? await this.clients.nearby(ctx.caller.id, { city, state, name: list.restaurant_name, website: read.pages[0]?.url ?? url }, this.env.DIAGNOSTICS_NEARBY_KM)
      : [];

    let features = [...list.unique_features];
    let recs = [...list.recommendations, ...googleRecommendations(google)];
    let generatedBy: 'model' | 'deterministic' = 'deterministic';
    // The model adds to the lists from the page text; only when asked, configured and there is text to read.
    if (useGpt && this.llm.configured && read.pages.length && read.status !== 'script_shell') {
      const out = await this.llm.generate({
        prompt: insightsPrompt,
        input: {
          name: list.restaurant_name,
          url: read.pages[0]!.url,
          platform: list.website_analysis.platform,
          unique_features: features,
          recommendations: recs,
          checks: (list.website_analysis.checks ?? []).map((c) => ({ id: c.id, status: c.status, detail: c.detail })),
          text: list.text,
        },
        schema: InsightsSchema,
        fallback: noInsights,
      });
      if (out.generated_by === 'model') {
        generatedBy = 'model';
        features = [...features, ...out.value.unique_features];
        recs = [...recs, ...out.value.recommendations];
      }
    }

    return {
      success: true,
      website_url: read.pages[0]?.url ?? url,
      restaurant_name: list.restaurant_name,
      owner_name: list.owner_name,
      category: list.category ?? (listing ? CUISINE_LABEL(listing.cuisine_type) : null),
      location: list.location ?? listing?.address ?? (city && state ? `${city}, ${state}` : null),
      nearby_competition: lookup?.competitors ?? [],
      nearby_spothopper_clients: clients,
      google_data: google,
      website_analysis: list.website_analysis,
      conversions: list.conversions,
      marketing: {
        ...list.marketing,
        social: {
          ...list.marketing.social,
          facebook: { ...list.marketing.social.facebook, url: list.marketing.social.facebook.url ?? listing?.social_links?.facebook ?? null },
          instagram: { ...list.marketing.social.instagram, url: list.marketing.social.instagram.url ?? listing?.social_links?.instagram ?? null },
        },
      },
      unique_features: dedupe(features),
      recommendations: dedupe(recs),
      findings: list.findings,
      site: {
        status: read.status,
        reason: read.reason,
        pages_read: read.pages.map((p) => p.url),
        pages_failed: read.failed.map((f) => ({ url: f.url, reason: f.reason })),
      },
      generated_by: generatedBy,
      analyzed_at: new Date().toISOString(),
    };
  }
}
