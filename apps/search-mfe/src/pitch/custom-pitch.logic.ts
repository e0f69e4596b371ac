import type { BusinessAnalysis, Lead, Pitch, RouteRequest } from '@leadgen/contracts';

/** A custom pitch the rep generated for one lead, and the report it was written from. */
export interface CustomPitchResult {
  reportId: string;
  vendor: string;
  pitch: Pitch;
  /** Written for the rep's offer (What I sell), not from a selected report. */
  fromOffer?: boolean;
}

/** Which report a custom pitch came from: a newer analysis of the same site is another report. */
export function reportId(report: Pick<BusinessAnalysis, 'website_url' | 'created_at'>): string {
  return `${report.website_url}|${report.created_at}`;
}

/** The business the report is about, as the rep will read it. */
export function vendorName(report: Pick<BusinessAnalysis, 'company_name' | 'business_profile'>): string {
  return report.company_name?.trim() || report.business_profile?.name?.trim() || 'your business';
}

/** The body of POST /api/pitches/custom: the lead's facts and the selected report as it is. */
export function customPitchRequest(lead: Lead, report: BusinessAnalysis): RouteRequest<'customPitch'> {
  return {
    lead: {
      name: lead.name,
      cuisine_type: lead.cuisine_type,
      address: lead.address,
      google_rating: lead.google_rating,
      review_count: lead.review_count,
      location_count: lead.location_count,
      phone: lead.phone,
      website: lead.website,
      fit_score: lead.fit_score,
      operating_hours: lead.operating_hours ?? null,
      // The pitch is kept on the rep's saved lead for this place.
      ...(lead.place_id ? { place_id: lead.place_id } : {}),
    },
    business_analysis: report,
  };
}

export function customPitchTitle(vendor: string): string {
  return `Custom Pitch for ${vendor}`;
}

/**
 * The leads as exported: a lead without a pitch of its own carries the custom pitch the rep wrote
 * for it from the report still selected, so the CSV has the openers the rep has seen.
 */
export function leadsForExport(
  leads: readonly Lead[],
  keyOf: (lead: Lead, index: number) => string,
  custom: ReadonlyMap<string, CustomPitchResult>,
  selectedReportId: string | null,
): Lead[] {
  return leads.map((lead, i) => {
    const mine = custom.get(keyOf(lead, i));
    return !lead.pitch && mine && mine.reportId === selectedReportId ? { ...lead, pitch: mine.pitch } : lead;
  });
}
