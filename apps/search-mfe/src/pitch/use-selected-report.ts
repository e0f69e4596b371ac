import type { BusinessAnalysis, EventBus } from '@leadgen/contracts';
import { useEffect, useState } from 'react';

/** The business report the rep picked in Business Analysis (a shell event), for custom pitches. */
export function useSelectedReport(events: EventBus): BusinessAnalysis | null {
  const [report, setReport] = useState<BusinessAnalysis | null>(() => events.last('business-report-selected') ?? null);
  useEffect(() => events.on('business-report-selected', (value) => setReport(value ?? null)), [events]);
  return report;
}
