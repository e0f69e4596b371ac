import type { ApiClient, BusinessAnalysis, Lead, Pitch, RemoteProps } from '@leadgen/contracts';
import { useCallback, useState } from 'react';
import { leadKey } from '../leads-table/lead.format.js';
import {
  customPitchGeneratedMessage,
  PITCH_FAILED_FALLBACK,
  pitchFailureMessage,
  pitchGeneratedMessage,
} from './pitch.messages.js';
import { customPitchRequest, leadsForExport, type CustomPitchResult } from './custom-pitch.logic.js';
import { openKeptPitch, type PitchedSearch } from './open-kept-pitch.js';
import { leadPitchRequest, type SiteReading } from './lead-pitch.logic.js';
import type { CustomPitchSource } from './offer.logic.js';

/** The pitch modal that is open, for which row: the lead's own pitch or the custom pitch written for it. */
export type ShownPitch = { kind: 'lead' | 'custom'; key: string } | null;

/** Rows with a request under way (their button reads 'Generating...'). */
function useBusyRows() {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const add = useCallback((key: string) => setKeys((s) => new Set(s).add(key)), []);
  const remove = useCallback(
    (key: string) =>
      setKeys((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setKeys(new Set()), []);
  return { keys, add, remove, clear };
}

async function requestLeadPitch(
  api: ApiClient,
  lead: Lead,
  report: BusinessAnalysis | null,
): Promise<{ pitch: Pitch; reading: SiteReading }> {
  const res = await api.call('leadPitch', leadPitchRequest(lead, report));
  if (!res?.pitch_content) throw new Error(PITCH_FAILED_FALLBACK);
  return {
    pitch: res.pitch_content,
    reading: { pages_read: res.pages_read, site_read: res.site_read, site_note: res.site_note },
  };
}

async function requestCustomPitch(api: ApiClient, lead: Lead, source: CustomPitchSource): Promise<CustomPitchResult> {
  const res = await api.call('customPitch', customPitchRequest(lead, source.report));
  if (!res?.pitch_content) throw new Error(PITCH_FAILED_FALLBACK);
  // Without What I sell the server still writes for an offer made from the report: the report's company names it.
  return {
    reportId: source.id,
    vendor: source.fromOffer ? source.vendor : res.pitch_content.offer_product || source.vendor,
    pitch: res.pitch_content,
    fromOffer: source.fromOffer,
  };
}

interface RowPitchesOptions extends Pick<RemoteProps, 'api' | 'toast'> {
  /** The selected business report the row pitches carry as the seller. */
  report: BusinessAnalysis | null;
  /** What custom pitches are written for: the rep's offer, else the selected report. */
  custom: CustomPitchSource | null;
  search: PitchedSearch;
}

/**
 * The pitches of the result rows: 'Generate Pitch' writes a lead's pitch from its website (or, when
 * the site cannot be read, from its listing), puts it on the lead and keeps what it was read from;
 * 'Custom Pitch' writes one for the rep's offer (else the selected business report) and keeps it per row. Either opens
 * its modal when done; a failure is told in an alert. A pitch that arrives after a new search is
 * dropped.
 */
export function useRowPitches({ api, toast, report, custom, search }: RowPitchesOptions) {
  const generating = useBusyRows();
  const customGenerating = useBusyRows();
  const [customPitches, setCustomPitches] = useState<ReadonlyMap<string, CustomPitchResult>>(new Map());
  const [readings, setReadings] = useState<ReadonlyMap<string, SiteReading>>(new Map());
  const [shown, setShown] = useState<ShownPitch>(null);

  /** A lead without a website, or whose site cannot be read, still gets a pitch from its listing. */
  async function generatePitch(lead: Lead, key: string) {
    const run = search.currentRun();
    generating.add(key);
    try {
      const { pitch, reading } = await requestLeadPitch(api, lead, report);
      if (run !== search.currentRun()) return;
      setReadings((m) => new Map(m).set(key, reading));
      search.setLeadPitch(key, pitch);
      toast(pitchGeneratedMessage(lead.name), 'success');
      setShown({ kind: 'lead', key });
    } catch (err) {
      console.error('Pitch generation failed', err);
      window.alert(pitchFailureMessage(err));
    } finally {
      generating.remove(key);
    }
  }

  const viewKeptPitch = (lead: Lead, key: string) =>
    openKeptPitch({ api, toast, search, busy: generating, show: (k) => setShown({ kind: 'lead', key: k }) }, lead, key);

  /** A custom pitch already written for the same offer or report opens again without a new request. */
  async function customPitch(lead: Lead, key: string) {
    if (!custom) return;
    if (customPitches.get(key)?.reportId === custom.id) {
      setShown({ kind: 'custom', key });
      return;
    }
    const run = search.currentRun();
    customGenerating.add(key);
    try {
      const result = await requestCustomPitch(api, lead, custom);
      if (run !== search.currentRun()) return;
      setCustomPitches((m) => new Map(m).set(key, result));
      toast(customPitchGeneratedMessage(lead.name), 'success');
      setShown({ kind: 'custom', key });
    } catch (err) {
      console.error('Custom pitch generation failed', err);
      window.alert(pitchFailureMessage(err));
    } finally {
      customGenerating.remove(key);
    }
  }

  /** A new search starts with no pitch being written, no custom pitches and no modal open. */
  function reset() {
    generating.clear();
    customGenerating.clear();
    setCustomPitches(new Map());
    setReadings(new Map());
    setShown(null);
  }

  /** The leads as exported: with the custom pitches of the offer or report still in use. */
  const withCustomPitches = (leads: readonly Lead[]) =>
    leadsForExport(leads, leadKey, customPitches, custom ? custom.id : null);

  return {
    generating: generating.keys,
    customGenerating: customGenerating.keys,
    customPitches,
    /** What each generated pitch was read from, by row. */
    readings,
    shown,
    viewPitch: (key: string) => setShown({ kind: 'lead', key }),
    closePitch: () => setShown(null),
    generatePitch,
    viewKeptPitch,
    customPitch,
    reset,
    withCustomPitches,
  };
}

export type RowPitches = ReturnType<typeof useRowPitches>;
