/* The shape of a quality check and of the judgement it makes of a site. */
import type { DiagnosticEvidence, QualityCheckId } from '@leadgen/contracts';
import type { LinkKind } from '@leadgen/site-reader';
import type { SiteEvidence } from './site.evidence.js';

/** What a check found: whether it passes, in words, and the evidence. */
export interface Judgement {
  pass: boolean;
  detail: string;
  evidence: Array<DiagnosticEvidence | null | undefined>;
}

/** One website quality check: what it is worth, when it cannot be decided, and how it is judged. */
export interface QualityCheckRule {
  id: QualityCheckId;
  label: string;
  points: number;
  /** Page kinds whose failed page leaves the check open (the check could have passed there). */
  kinds: LinkKind[];
  /** Needs the page content: a script shell leaves it open unless it already passes. */
  needsContent: boolean;
  /** Advice when the check fails. */
  recommendation: string;
  judge(site: SiteEvidence): Judgement;
}
