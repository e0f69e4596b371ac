import { Inject, Injectable } from '@nestjs/common';
import type { Caller, DiagnosticResponse, LeadLookupResponse } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { buildChecklist, type Checklist } from './checklist.builder.js';
import { ClientsService } from '../clients/clients.service.js';
import { DIAGNOSTICS_ENV, type DiagnosticsEnv } from '../env.js';
import { InsightsSchema, insightsPrompt, noInsights } from '../insights/insights.prompt.js';
import { googleDataFrom, googleRecommendations } from '../lookup/google-data.grader.js';
import { LEADS_LOOKUP, type LeadsLookup } from '../lookup/leads-lookup.client.js';
import { PLATFORM_RULES, type PlatformRule } from '../platforms/platform.rules.js';
import { SITE_SOURCE, type SiteRead, type SiteSource } from '../site/site.source.js';

type RequestContext = { request_id: string; caller: Caller | null; ip: string };
type Listing = NonNullable<LeadLookupResponse['listing']>;

interface Insights {
  features: string[];
  recommendations: string[];
  generatedBy: 'model' | 'deterministic';
}

const CUISINE_LABEL = (v: string) => v.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Each line once, ignoring case and punctuation. */
const dedupe = (xs: string[]) => {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = x
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

@Injectable()
export class ChecklistService {
  constructor(
    @Inject(SITE_SOURCE) private readonly sites: SiteSource,
    @Inject(PLATFORM_RULES) private readonly rules: PlatformRule[],
    @Inject(LEADS_LOOKUP) private readonly leads: LeadsLookup,
    @Inject(DIAGNOSTICS_ENV) private readonly env: DiagnosticsEnv,
    private readonly clients: ClientsService,
    private readonly llm: StructuredGenerator,
  ) {}

  /** The website checklist, the restaurant's listing and competitors, the rep's nearby clients and (on request) the model's additions. */
  async run(url: string, useGpt: boolean, ctx: RequestContext): Promise<DiagnosticResponse> {
    const read = await this.sites.read(url);
    const list = buildChecklist(read, this.rules);
    const websiteUrl = read.pages[0]?.url ?? url;
    const { result: lookup, reason } = await this.leads.lookup(
      {
        website_url: websiteUrl,
        name: read.pages.length ? list.restaurant_name : null,
        city: list.city,
        state: list.state,
        competitors: 5,
      },
      ctx,
    );
    const google = googleDataFrom(lookup, reason);
    const listing = lookup?.found ? lookup.listing : null;
    const city = list.city ?? listing?.city ?? null;
    const state = list.state ?? listing?.state ?? null;
    const clients = ctx.caller
      ? await this.clients.nearby(
          ctx.caller.id,
          { city, state, name: list.restaurant_name, website: websiteUrl },
          this.env.DIAGNOSTICS_NEARBY_KM,
        )
      : [];
    const insights = await this.insights(read, list, useGpt, [
      ...list.recommendations,
      ...googleRecommendations(google),
    ]);
    return {
      success: true,
      website_url: websiteUrl,
      restaurant_name: list.restaurant_name,
      owner_name: list.owner_name,
      category: list.category ?? (listing ? CUISINE_LABEL(listing.cuisine_type) : null),
      location: list.location ?? listing?.address ?? (city && state ? `${city}, ${state}` : null),
      nearby_competition: lookup?.competitors ?? [],
      nearby_spothopper_clients: clients,
      google_data: google,
      website_analysis: list.website_analysis,
      conversions: list.conversions,
      marketing: withListingProfiles(list.marketing, listing),
      unique_features: dedupe(insights.features),
      recommendations: dedupe(insights.recommendations),
      findings: list.findings,
      site: {
        status: read.status,
        reason: read.reason,
        pages_read: read.pages.map((p) => p.url),
        pages_failed: read.failed.map((f) => ({ url: f.url, reason: f.reason })),
      },
      generated_by: insights.generatedBy,
      analyzed_at: new Date().toISOString(),
    };
  }

  /** The model adds to the lists from the page text; only when asked, configured and there is text to read. */
  private async insights(
    read: SiteRead,
    list: Checklist,
    useGpt: boolean,
    recommendations: string[],
  ): Promise<Insights> {
    const features = [...list.unique_features];
    if (!useGpt || !this.llm.configured || !read.pages.length || read.status === 'script_shell')
      return { features, recommendations, generatedBy: 'deterministic' };
    const out = await this.llm.generate({
      prompt: insightsPrompt,
      input: {
        name: list.restaurant_name,
        url: read.pages[0]!.url,
        platform: list.website_analysis.platform,
        unique_features: features,
        recommendations,
        checks: (list.website_analysis.checks ?? []).map((c) => ({ id: c.id, status: c.status, detail: c.detail })),
        text: list.text,
      },
      schema: InsightsSchema,
      fallback: noInsights,
    });
    if (out.generated_by !== 'model') return { features, recommendations, generatedBy: 'deterministic' };
    return {
      features: [...features, ...out.value.unique_features],
      recommendations: [...recommendations, ...out.value.recommendations],
      generatedBy: 'model',
    };
  }
}

/** Social profiles the site does not link come from the listing. */
function withListingProfiles(marketing: Checklist['marketing'], listing: Listing | null): Checklist['marketing'] {
  const { social } = marketing;
  return {
    ...marketing,
    social: {
      ...social,
      facebook: { ...social.facebook, url: social.facebook.url ?? listing?.social_links?.facebook ?? null },
      instagram: { ...social.instagram, url: social.instagram.url ?? listing?.social_links?.instagram ?? null },
    },
  };
}
