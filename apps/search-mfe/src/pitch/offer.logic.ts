import type { BusinessAnalysis, StoredOffer } from '@leadgen/contracts';
import { reportId, vendorName } from './custom-pitch.logic.js';

/** What a custom pitch is written for: the rep's offer, else the report selected in Business Analysis. */
export interface CustomPitchSource {
  /** Changes when the offer or the report does, so a pitch written for the old one is written again. */
  id: string;
  /** As the rep reads it: the offer's product, else the report's company. */
  vendor: string;
  /** The report the request carries (its personas and messaging); the server speaks for the offer. */
  report: BusinessAnalysis;
  /** True when it is the rep's offer: the pitch's head names the product. */
  fromOffer: boolean;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a?.trim() && !!b?.trim() && a.trim().toLowerCase() === b.trim().toLowerCase();

/** True when the report is the analysis of the offer's company (made from it with 'Use as what I sell'). */
export function reportMatchesOffer(report: BusinessAnalysis, offer: StoredOffer): boolean {
  return (
    same(report.company_name, offer.company_name) ||
    same(report.business_profile?.name, offer.company_name) ||
    same(report.website_url, offer.website_url)
  );
}

/**
 * The offer as the report a custom pitch request carries when no report of the offer's company is
 * selected: its value points as the features, its proof figures as the metrics, who it suits as the
 * persona. Written from the offer alone, so the pitch never speaks for another company's report.
 */
export function reportFromOffer(offer: StoredOffer): BusinessAnalysis {
  const points = offer.value_points;
  const metrics = Object.fromEntries(
    points.flatMap((p, i) => (p.proof?.trim() ? [[`Proof ${i + 1}`, p.proof.trim()]] : [])),
  );
  const description = `${offer.product_name}: ${points.map((p) => p.text).join('; ')}`;
  return {
    website_url: offer.website_url ?? '',
    company_name: offer.company_name,
    confidence_score: 1,
    created_at: offer.updated_at,
    pipeline_steps: {
      step1_business_profile: 'From What I sell',
      step2_business_avatar: 'From What I sell',
      step3_messaging_brief: 'From What I sell',
    },
    business_profile: {
      name: offer.company_name,
      description: description.slice(0, 2_000),
      personas: offer.suits.trim() ? [{ role: offer.suits.trim().slice(0, 300), goal: '', frustration: '' }] : [],
      features: points.map((p) => ({ feature: offer.product_name, benefit: p.text, payoff: p.proof ?? '' })),
      metrics,
    },
    coreUSP: points[0]?.text,
  };
}

/**
 * What Custom Pitch writes for. With an offer, its product names the button and the request carries
 * the selected report only when it is the offer's company's, else the offer itself; without one, the
 * selected report as before; with neither, Custom Pitch is not offered.
 */
export function customPitchSource(
  offer: StoredOffer | null,
  report: BusinessAnalysis | null,
): CustomPitchSource | null {
  if (offer) {
    const carried = report && reportMatchesOffer(report, offer) ? report : reportFromOffer(offer);
    return {
      id: `offer|${offer.updated_at}|${reportId(carried)}`,
      vendor: offer.product_name,
      report: carried,
      fromOffer: true,
    };
  }
  if (report) return { id: reportId(report), vendor: vendorName(report), report, fromOffer: false };
  return null;
}
