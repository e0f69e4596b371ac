import type { BusinessAnalysis, EventBus } from '@leadgen/contracts';
import { useShellEvent } from '@leadgen/ui';

/**
 * The report the rep chose for custom pitches (shared with Search Leads through the shell's
 * events), and whether `analysis` is that report: the same site analysed at the same time.
 */
export function useSelectedReport(events: EventBus, analysis: BusinessAnalysis | null) {
  const selected = useShellEvent(events, 'business-report-selected');
  const isSelected =
    !!analysis &&
    !!selected &&
    selected.website_url === analysis.website_url &&
    selected.created_at === analysis.created_at;
  return { isSelected, select: (report: BusinessAnalysis) => events.emit('business-report-selected', report) };
}
