import type { BusinessAnalysis, CuisineOption, Lead, RemoteProps, SearchResponse } from '@leadgen/contracts';
import { Button, Card, EmptyState, LoadingState } from '@leadgen/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_FORM, toCriteria, type SearchForm } from './criteria.js';
import { customPitchRequest, customPitchTitle, leadsForExport, reportId, vendorName, type CustomPitchResult } from './custom-pitch.js';
import { exportFileName } from './export-file.js';
import { leadKey } from './format.js';
import { HoursModal } from './hours.modal.js';
import { LeadsTable } from './leads-table.js';
import {
  customPitchGeneratedMessage,
  EXPORT_FAILED_MESSAGE,
  EXPORT_SUCCESS_MESSAGE,
  NO_EXPORT_DATA_MESSAGE,
  NO_RESULTS_MESSAGE,
  NO_WEBSITE_MESSAGE,
  PITCH_FAILED_FALLBACK,
  pitchFailureMessage,
  pitchGeneratedMessage,
  SEARCHING_NOTE,
  searchErrorMessage,
  searchSuccessMessage,
} from './messages.js';
import { PitchModal } from './pitch.modal.js';
import { saveBlob } from './save-file.js';
import { SearchFormView } from './search-form.js';

type Banner = { kind: 'success' | 'error'; message: string } | null;

function BannerView({ banner, onClose }: { banner: NonNullable<Banner>; onClose: () => void }) {
  return (
    <div
      className={`lg-alert lg-alert--${banner.kind} sm-banner`}
      role={banner.kind === 'error' ? 'alert' : 'status'}
      data-testid={`search-${banner.kind}`}
    >
      <span>{banner.message}</span>
      <button type="button" className="lg-icon-btn" aria-label="Dismiss message" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

function SourceLine({ results }: { results: SearchResponse }) {
  const src = results.data_source;
  if (!src) return null;
  return (
    <div className="sm-source" data-testid="data-source">
      <span className={`sm-pill ${src.is_demo ? 'sm-pill--demo' : 'sm-pill--live'}`}>{src.is_demo ? 'DEMO DATA' : src.provider.toUpperCase()}</span>
      <span>{src.label}</span>
      {src.attribution && <span className="sm-source__sep" aria-hidden="true">·</span>}
      {src.attribution &&
        (src.attribution_url ? (
          <a href={src.attribution_url} target="_blank" rel="noopener noreferrer" data-testid="attribution">
            {src.attribution}
          </a>
        ) : (
          <span data-testid="attribution">{src.attribution}</span>
        ))}
    </div>
  );
}

export function SearchView({ api, toast, events }: Pick<RemoteProps, 'api' | 'toast' | 'events'>) {
  const [form, setForm] = useState<SearchForm>(DEFAULT_FORM);
  const [cuisines, setCuisines] = useState<CuisineOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<SearchResponse | null>(null);
  const [leads, setLeads] = useState<Lead[]>([]);
  const [banner, setBanner] = useState<Banner>(null);
  const [exporting, setExporting] = useState(false);
  const [generating, setGenerating] = useState<ReadonlySet<string>>(new Set());
  const [hoursKey, setHoursKey] = useState<string | null>(null);
  const [pitchKey, setPitchKey] = useState<string | null>(null);
  // The business report the rep picked in Business Analysis (a shell event), for custom pitches.
  const [report, setReport] = useState<BusinessAnalysis | null>(() => events.last('business-report-selected') ?? null);
  const [customPitches, setCustomPitches] = useState<ReadonlyMap<string, CustomPitchResult>>(new Map());
  const [customGenerating, setCustomGenerating] = useState<ReadonlySet<string>>(new Set());
  const [customKey, setCustomKey] = useState<string | null>(null);
  // Bumped by every search, so a pitch that arrives after a new search is not put on the wrong list.
  const searchRun = useRef(0);

  useEffect(() => {
    let cancelled = false;
    api.call('cuisineTypes').then(
      (res) => {
        if (!cancelled) setCuisines(Array.isArray(res?.base_cuisines_with_names) ? res.base_cuisines_with_names : []);
      },
      // Spec 8: a cuisine load failure is silent for the rep, logged only.
      (err: unknown) => console.error('Failed to load cuisine types', err),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  useEffect(() => events.on('business-report-selected', (value) => setReport(value ?? null)), [events]);

  const byKey = useMemo(() => new Map(leads.map((l, i) => [leadKey(l, i), l])), [leads]);
  const hoursLead = hoursKey ? byKey.get(hoursKey) ?? null : null;
  const pitchLead = pitchKey ? byKey.get(pitchKey) ?? null : null;
  const customLead = customKey ? byKey.get(customKey) ?? null : null;
  const customShown = customKey ? customPitches.get(customKey) ?? null : null;
  const vendor = report ? vendorName(report) : null;

  const onChange = useCallback((patch: Partial<SearchForm>) => setForm((f) => ({ ...f, ...patch })), []);

  async function search() {
    const criteria = toCriteria(form);
    if (!criteria || loading) return;
    const run = ++searchRun.current;
    setLoading(true);
    setBanner(null);
    setHoursKey(null);
    setPitchKey(null);
    setGenerating(new Set());
    setCustomKey(null);
    setCustomPitches(new Map());
    setCustomGenerating(new Set());
    try {
      const res = await api.call('leadSearch', criteria);
      if (run !== searchRun.current) return;
      const list = Array.isArray(res.leads) ? res.leads : [];
      setResults(res);
      setLeads(list);
      events.emit('search-results', res);
      setBanner(list.length ? { kind: 'success', message: searchSuccessMessage(res.count ?? list.length, res.processing_time) } : null);
    } catch (err) {
      if (run !== searchRun.current) return;
      setResults(null);
      setLeads([]);
      events.emit('search-results', null);
      setBanner({ kind: 'error', message: searchErrorMessage(err) });
    } finally {
      if (run === searchRun.current) setLoading(false);
    }
  }

  async function generatePitch(lead: Lead, key: string) {
    const website = lead.website?.trim();
    if (!website) {
      window.alert(NO_WEBSITE_MESSAGE);
      return;
    }
    const run = searchRun.current;
    setGenerating((s) => new Set(s).add(key));
    try {
      const res = await api.call('pitchFromUrl', { website_url: website });
      if (!res?.pitch_content) throw new Error(PITCH_FAILED_FALLBACK);
      if (run !== searchRun.current) return;
      setLeads((list) => list.map((l, i) => (leadKey(l, i) === key ? { ...l, pitch: res.pitch_content } : l)));
      toast(pitchGeneratedMessage(lead.name), 'success');
      setCustomKey(null);
      setPitchKey(key);
    } catch (err) {
      console.error('Pitch generation failed', err);
      window.alert(pitchFailureMessage(err));
    } finally {
      setGenerating((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  }

  /** 'Custom Pitch': a pitch for the lead written from the selected business report; failures alert as 'Generate Pitch' does. */
  async function customPitch(lead: Lead, key: string) {
    const selected = report;
    if (!selected) return;
    const id = reportId(selected);
    if (customPitches.get(key)?.reportId === id) {
      setPitchKey(null);
      setCustomKey(key);
      return;
    }
    const run = searchRun.current;
    setCustomGenerating((s) => new Set(s).add(key));
    try {
      const res = await api.call('customPitch', customPitchRequest(lead, selected));
      if (!res?.pitch_content) throw new Error(PITCH_FAILED_FALLBACK);
      if (run !== searchRun.current) return;
      const result: CustomPitchResult = { reportId: id, vendor: res.vendor?.company_name || vendorName(selected), pitch: res.pitch_content };
      setCustomPitches((m) => new Map(m).set(key, result));
      toast(customPitchGeneratedMessage(lead.name), 'success');
      setPitchKey(null);
      setCustomKey(key);
    } catch (err) {
      console.error('Custom pitch generation failed', err);
      window.alert(pitchFailureMessage(err));
    } finally {
      setCustomGenerating((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  }

  async function exportCsv() {
    if (!leads.length) {
      toast(NO_EXPORT_DATA_MESSAGE, 'error');
      return;
    }
    setExporting(true);
    try {
      const exported = leadsForExport(leads, leadKey, customPitches, report ? reportId(report) : null);
      const file = await api.download('leadExport', { leads: exported, format: 'csv' });
      saveBlob(file.blob, exportFileName(file.filename));
      toast(EXPORT_SUCCESS_MESSAGE, 'success');
    } catch (err) {
      console.error('Export failed', err);
      toast(EXPORT_FAILED_MESSAGE, 'error');
    } finally {
      setExporting(false);
    }
  }

  const warnings = results?.warnings?.filter(Boolean) ?? [];
  const total = results?.total_matches;

  return (
    <div className="lg-stack">
      <Card title="Search Leads" titleAs="h2">
        <SearchFormView form={form} onChange={onChange} cuisines={cuisines} loading={loading} onSubmit={() => void search()} />
      </Card>

      {banner && <BannerView banner={banner} onClose={() => setBanner(null)} />}

      {loading ? (
        <Card>
          <LoadingState message="Searching for leads..." />
          <p className="lg-muted" style={{ textAlign: 'center', marginTop: '-2rem' }}>
            {SEARCHING_NOTE}
          </p>
        </Card>
      ) : (
        results && (
          <Card>
            <div className="sm-results-head">
              <div>
                <h2 data-testid="results-count">
                  {leads.length} {leads.length === 1 ? 'lead' : 'leads'}
                </h2>
                {typeof total === 'number' && total > leads.length && (
                  <span className="lg-muted" style={{ fontSize: '0.85rem' }}>
                    Top {leads.length} of {total.toLocaleString('en-US')} matching restaurants
                  </span>
                )}
              </div>
              <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
                Export CSV
              </Button>
            </div>
            <SourceLine results={results} />
            {vendor && leads.length > 0 && (
              <p className="lg-muted sm-custom-source" data-testid="custom-pitch-source">
                Custom Pitch writes from the <strong>{vendor}</strong> business analysis.
              </p>
            )}
            {warnings.length > 0 && (
              <div className="lg-alert lg-alert--info" role="note" data-testid="search-warnings" style={{ marginBottom: '0.75rem' }}>
                {warnings.length === 1 ? (
                  warnings[0]
                ) : (
                  <ul className="sm-warnings">
                    {warnings.map((w, i) => (
                      <li key={i}>{w}</li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            {leads.length ? (
              <LeadsTable
                leads={leads}
                generating={generating}
                onViewHours={setHoursKey}
                onViewPitch={(key) => {
                  setCustomKey(null);
                  setPitchKey(key);
                }}
                onGeneratePitch={(lead, key) => void generatePitch(lead, key)}
                customVendor={vendor}
                onCustomPitch={(lead, key) => void customPitch(lead, key)}
                customGenerating={customGenerating}
              />
            ) : (
              <EmptyState title={results.message || NO_RESULTS_MESSAGE} />
            )}
          </Card>
        )
      )}

      {hoursLead && <HoursModal lead={hoursLead} onClose={() => setHoursKey(null)} />}
      <PitchModal key={pitchKey ?? ''} lead={pitchLead} onClose={() => setPitchKey(null)} />
      {customLead && customShown && (
        <PitchModal
          key={`custom:${customKey}`}
          lead={customLead}
          pitch={customShown.pitch}
          title={customPitchTitle(customShown.vendor)}
          vendor={customShown.vendor}
          onClose={() => setCustomKey(null)}
        />
      )}
    </div>
  );
}
