import type { DiagnosticEvidence, DiagnosticResponse, Finding, QualityCheck } from '@leadgen/contracts';
import { detectPlatform, type PlatformVerdict } from '../platforms/platform.detector.js';
import type { PlatformRule } from '../platforms/platform.rules.js';
import type { SiteRead } from '../site/site.source.js';
import { recommendations, uniqueFeatures } from './checklist.advice.js';
import { conversionFindings } from './conversion.findings.js';
import { createFindingsRecorder } from './findings.recorder.js';
import { marketingFindings } from './marketing.findings.js';
import { gradeChecks } from './quality.checks.js';
import { identityFindings, restaurantIdentity } from './restaurant.identity.js';
import { siteEvidenceOf } from './site.evidence.js';

/** The part of the diagnostic that comes from the website alone. */
export interface Checklist {
  restaurant_name: string;
  name_evidence: DiagnosticEvidence | null;
  owner_name: string | null;
  category: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  platform: PlatformVerdict | null;
  website_analysis: DiagnosticResponse['website_analysis'];
  conversions: DiagnosticResponse['conversions'];
  marketing: DiagnosticResponse['marketing'];
  findings: Finding[];
  unique_features: string[];
  recommendations: string[];
  /** Text for the language model (use_gpt). */
  text: string;
}

/** Page text handed to the language model, at most. */
const MODEL_TEXT_CHARS = 8000;

export function buildChecklist(read: SiteRead, rules: PlatformRule[]): Checklist {
  const site = siteEvidenceOf(read);
  const checks = gradeChecks(site);
  const findings = createFindingsRecorder(site);
  const conversions = conversionFindings(site, findings);
  const marketing = marketingFindings(site, findings);
  const platform = site.home ? detectPlatform(site.pages, rules) : null;
  const identity = restaurantIdentity(site);
  return {
    restaurant_name: identity.name,
    name_evidence: identity.nameEvidence,
    owner_name: identity.owner?.name ?? null,
    category: identity.category,
    location: identity.location,
    city: identity.city,
    state: identity.state,
    platform,
    website_analysis: websiteAnalysis(checks, platform),
    conversions,
    marketing,
    findings: [...identityFindings(identity), ...findings.list],
    unique_features: uniqueFeatures(site, { checks, conversions, marketing }),
    recommendations: recommendations(site, { checks, conversions, marketing }),
    text: read.pages
      .map((p) => p.text)
      .join('\n')
      .slice(0, MODEL_TEXT_CHARS),
  };
}

/** The platform and the quality score: withheld while any check is inconclusive, with the points decided so far. */
function websiteAnalysis(
  checks: QualityCheck[],
  platform: PlatformVerdict | null,
): DiagnosticResponse['website_analysis'] {
  const decided = checks.filter((c) => c.status !== 'inconclusive');
  const inconclusive = checks.length - decided.length;
  const points = decided.reduce((n, c) => n + c.points, 0);
  return {
    platform: platform?.platform ?? null,
    platform_type: platform?.platform_type ?? null,
    quality_score: inconclusive ? null : points,
    platform_id: platform?.id ?? null,
    platform_evidence: platform?.evidence ?? [],
    quality_status: inconclusive ? 'inconclusive' : 'graded',
    points_decided: points,
    points_possible_decided: decided.reduce((n, c) => n + c.max_points, 0),
    checks,
  };
}
