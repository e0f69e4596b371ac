import type { Lead, RemoteProps } from '@leadgen/contracts';
import { useCallback } from 'react';

/**
 * 'Diagnose' on a lead row: hands the lead's website to the Diagnostic Checklist through the
 * shell (a 'diagnose-site' event) and opens that tab, where the checklist runs on it.
 */
export function useDiagnoseLead({ events, navigate }: Pick<RemoteProps, 'events' | 'navigate'>): (lead: Lead) => void {
  return useCallback(
    (lead: Lead) => {
      const url = lead.website?.trim();
      if (!url) return;
      events.emit('diagnose-site', { url, name: lead.name, ...(lead.place_id ? { place_id: lead.place_id } : {}) });
      navigate('diagnostic');
    },
    [events, navigate],
  );
}
