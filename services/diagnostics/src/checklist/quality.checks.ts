import type { CheckStatus, DiagnosticEvidence, QualityCheck } from '@leadgen/contracts';
import { GUEST_CHECKS as G } from './quality.guest-checks.js';
import { PAGE_CHECKS as P } from './quality.page-checks.js';
import type { QualityCheckRule } from './quality.rule.js';
import { openReason, uniqEvidence, type SiteEvidence } from './site.evidence.js';

export type { QualityCheckRule } from './quality.rule.js';
export { onlineOrdering, tableReservations, type OnlineOrdering, type TableReservations } from './site.channels.js';

/** The eleven checks of the quality score (100 points), in the order shown. */
export const QUALITY_CHECKS: QualityCheckRule[] = [
  P.https,
  P.mobile_viewport,
  P.title_description,
  P.structured_data,
  G.menu_text,
  G.click_to_call,
  G.hours,
  G.online_ordering,
  G.reservations,
  P.page_weight,
  P.image_alt,
];

/**
 * Every check graded. A check is inconclusive (no points, no evidence) when the site could not be
 * read at all, or when it did not pass and the page that could have passed it was not read.
 */
export function gradeChecks(site: SiteEvidence): QualityCheck[] {
  return QUALITY_CHECKS.map((rule) => {
    const { pass, detail, evidence } = rule.judge(site);
    let status: CheckStatus = pass ? 'pass' : 'fail';
    let reason: string | null = null;
    const open = openReason(site, rule.kinds, rule.needsContent);
    if (!site.home) {
      status = 'inconclusive';
      reason = site.read.reason;
    } else if (!pass && open) {
      status = 'inconclusive';
      reason = open;
    }
    return {
      id: rule.id,
      label: rule.label,
      status,
      points: status === 'pass' ? rule.points : 0,
      max_points: rule.points,
      detail: status === 'inconclusive' ? 'Not graded: could not be checked.' : detail,
      evidence: status === 'inconclusive' ? [] : withLookedAt(site, uniqEvidence(evidence)),
      reason,
    };
  });
}

/** A check that found nothing still says where it looked. */
function withLookedAt(site: SiteEvidence, evidence: DiagnosticEvidence[]): DiagnosticEvidence[] {
  if (evidence.length) return evidence;
  const { pages } = site;
  return [
    {
      url: site.homeUrl,
      snippet: `Not found on the ${pages.length} page${pages.length === 1 ? '' : 's'} read: ${pages.map((p) => new URL(p.url).pathname).join(', ')}`,
    },
  ];
}
