import type { ApiClient, BusinessAnalysis, EventBus } from '@leadgen/contracts';
import { useEffect } from 'react';
import { reportId } from './custom-pitch.logic.js';

/**
 * The business report the rep selected for custom pitches is kept on the server per rep, so it is
 * still selected after a reload or on another device: the stored one is offered to the shell when
 * nothing is selected yet, and each new selection is stored. Failures are logged only; custom
 * pitches still work with the report selected in this page.
 */
export function useStoredReport(api: ApiClient, events: EventBus): void {
  useEffect(() => {
    let cancelled = false;
    // The report the server holds, by its id (site and time of analysis).
    let stored: string | null | undefined;
    api.call('customPitchReportGet').then(
      (res) => {
        if (cancelled) return;
        stored = res.report ? reportId(res.report) : null;
        if (res.report && !events.last('business-report-selected'))
          events.emit('business-report-selected', res.report as BusinessAnalysis);
      },
      (err: unknown) => console.error('Failed to load the selected business report', err),
    );
    const off = events.on('business-report-selected', (report) => {
      const id = report ? reportId(report) : null;
      if (cancelled || id === stored) return;
      stored = id;
      api
        .call('customPitchReportPut', { report })
        .catch((err: unknown) => console.error('Failed to keep the selected business report', err));
    });
    return () => {
      cancelled = true;
      off();
    };
  }, [api, events]);
}
