import type { DiagnosticEvidence } from '@leadgen/contracts';
import type { PageFacts } from '@leadgen/site-reader';
import type { PlatformRule } from './platform.rules.js';

export interface PlatformVerdict {
  id: string;
  platform: string;
  platform_type: string;
  evidence: DiagnosticEvidence[];
  /** Patterns of the rule that matched. */
  matched: string[];
}

export const CUSTOM_PLATFORM = {
  id: 'custom',
  platform: 'Custom',
  platform_type: 'Custom or hand-built site',
} as const;

function patternMatches(pattern: string, marker: string): boolean {
  const i = pattern.indexOf(':');
  const kind = pattern.slice(0, i).toLowerCase();
  const needle = pattern.slice(i + 1).toLowerCase();
  const m = marker.toLowerCase();
  const j = m.indexOf(':');
  if (j < 0) return false;
  return (kind === '*' || m.slice(0, j) === kind) && m.slice(j + 1).includes(needle);
}

/**
 * Names the platform from the markers the site reader saw on the pages read. Returns the custom
 * verdict (with the markers looked at) when no rule matches.
 */
export function detectPlatform(pages: PageFacts[], rules: PlatformRule[]): PlatformVerdict {
  const markers: Array<{ marker: string; page: PageFacts }> = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const marker of page.platformMarkers) {
      if (seen.has(marker)) continue;
      seen.add(marker);
      markers.push({ marker, page });
    }
  }
  let best: { rule: PlatformRule; matched: string[]; hits: Array<{ marker: string; page: PageFacts }> } | null = null;
  for (const rule of rules) {
    const matched: string[] = [];
    const hits: Array<{ marker: string; page: PageFacts }> = [];
    for (const pattern of rule.markers) {
      const hit = markers.find((m) => patternMatches(pattern, m.marker));
      if (hit) {
        matched.push(pattern);
        if (!hits.includes(hit)) hits.push(hit);
      }
    }
    if (matched.length >= rule.min_matches && (!best || matched.length > best.matched.length))
      best = { rule, matched, hits };
  }
  const evidenceOf = (hit: { marker: string; page: PageFacts }): DiagnosticEvidence => {
    const ev = hit.page.markerEvidence.find((e) => e.marker === hit.marker);
    return ev
      ? { url: ev.evidence.url, snippet: `${hit.marker} — ${ev.evidence.snippet}` }
      : { url: hit.page.url, snippet: hit.marker };
  };
  if (!best) {
    return {
      ...CUSTOM_PLATFORM,
      matched: [],
      evidence: markers.length
        ? [
            {
              url: pages[0]?.url ?? '',
              snippet: `No platform rule matched the markers seen: ${markers
                .slice(0, 6)
                .map((m) => m.marker)
                .join(', ')}`,
            },
          ]
        : [
            {
              url: pages[0]?.url ?? '',
              snippet: 'No platform markers (generator tag, platform scripts, assets or classes) were seen.',
            },
          ],
    };
  }
  return {
    id: best.rule.id,
    platform: best.rule.platform,
    platform_type: best.rule.platform_type,
    matched: best.matched,
    evidence: best.hits.slice(0, 5).map(evidenceOf),
  };
}
