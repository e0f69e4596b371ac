import type { BusinessAnalysis, Lead, LeadPitchResponse, PitchSeller, RouteRequest } from '@leadgen/contracts';

/** What the pitch of a row was written from: the pages of its website read, or why the site was not read. */
export type SiteReading = Pick<LeadPitchResponse, 'pages_read' | 'site_read' | 'site_note'>;

const MAX_OFFERS = 10;

/** The company a selected business report speaks for, as the lead pitch takes it; null without a named company. */
export function sellerOf(report: BusinessAnalysis | null): PitchSeller | null {
  if (!report) return null;
  const company = report.company_name?.trim() || report.business_profile?.name?.trim();
  if (!company) return null;
  const value = (report.coreUSP ?? report.business_profile?.description ?? '').replace(/\s+/g, ' ').trim();
  const offers = (report.business_profile?.features ?? [])
    .map((f) => f.feature.trim().slice(0, 200))
    .filter(Boolean)
    .slice(0, MAX_OFFERS);
  return {
    company_name: company.slice(0, 200),
    ...(report.website_url ? { website_url: report.website_url.slice(0, 2048) } : {}),
    ...(value ? { value_proposition: value.slice(0, 600) } : {}),
    ...(offers.length ? { offers } : {}),
  };
}

/** The body of POST /api/pitches/lead: the lead as the search returned it, and the selected report's company. */
export function leadPitchRequest(lead: Lead, report: BusinessAnalysis | null): RouteRequest<'leadPitch'> {
  const seller = sellerOf(report);
  return { lead, ...(seller ? { seller } : {}) };
}

/** "https://casa.example.com/menu" -> "casa.example.com/menu": how a rep reads a page's address. */
export function pageLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}${u.search}`;
  } catch {
    return url;
  }
}
