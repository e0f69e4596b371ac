import type { DiagnosticEvidence, Finding } from '@leadgen/contracts';
import type { LinkKind } from '@leadgen/site-reader';
import { openReason, uniqEvidence, type SiteEvidence } from './site.evidence.js';

export interface FindingInput {
  id: string;
  label: string;
  present: boolean;
  evidence: Array<DiagnosticEvidence | null | undefined>;
  /** Page kinds whose failed page leaves the finding open when nothing was found. */
  kinds: LinkKind[];
  detail?: string | null;
}

/** Conversion and marketing findings in the order they are recorded. */
export interface FindingsRecorder {
  readonly list: Finding[];
  /**
   * Records what the site shows. Not found is only an answer when the pages that could show it
   * were read; otherwise the finding is inconclusive. Returns true/false, or null when open.
   */
  record(input: FindingInput): boolean | null;
  /** A finding no configured data source can answer. */
  unavailable(id: string, label: string, reason: string): void;
}

export function createFindingsRecorder(site: SiteEvidence): FindingsRecorder {
  const list: Finding[] = [];
  return {
    list,
    record({ id, label, present, evidence, kinds, detail = null }) {
      const open = !present ? openReason(site, kinds, true) : null;
      const status = !site.home ? 'inconclusive' : present ? 'found' : open ? 'inconclusive' : 'not_found';
      list.push({
        id,
        label,
        status,
        detail,
        evidence: status === 'found' ? uniqEvidence(evidence) : [],
        reason: status === 'inconclusive' ? (open ?? site.read.reason) : null,
      });
      return status === 'inconclusive' ? null : present;
    },
    unavailable(id, label, reason) {
      list.push({ id, label, status: 'unavailable', detail: null, evidence: [], reason });
    },
  };
}
