import { DEFAULT_LEAD_LIST_NAME, type Lead, type LeadList, type SearchResponse } from '@leadgen/contracts';
import { Alert, Button, Card, EmptyState, LoadingState, formatCount } from '@leadgen/ui';
import { useId, type ReactNode } from 'react';
import { NO_RESULTS_MESSAGE, SEARCHING_NOTE } from './search.messages.js';
import type { Banner } from './use-lead-search.js';

export function SearchBanner({ banner, onClose }: { banner: NonNullable<Banner>; onClose: () => void }) {
  return (
    <Alert tone={banner.kind} data-testid={`search-${banner.kind}`} onClose={onClose} closeLabel="Dismiss message">
      {banner.message}
    </Alert>
  );
}

export function SearchingCard() {
  return (
    <Card>
      <LoadingState message="Searching for leads..." />
      <p className="lg-muted" style={{ textAlign: 'center', marginTop: '-2rem' }}>
        {SEARCHING_NOTE}
      </p>
    </Card>
  );
}

/** How many leads, out of how many matching restaurants when the search found more than it shows. */
/**
 * What the search cost the data source, in the rep's words: "2 requests to Google Places", and what
 * they cost at Google's list prices when the answer says ("about $0.07 at Google's prices").
 */
export function providerCallsText(calls: number, source: string, cost?: number): string {
  const requests = `${formatCount(calls)} ${calls === 1 ? 'request' : 'requests'} to ${source}`;
  if (typeof cost !== 'number' || calls === 0) return requests;
  return `${requests}, about $${cost.toFixed(2)} at Google's prices`;
}

/** The data source as a rep knows it: Google Places (simulated on the demo), or OpenStreetMap. */
function sourceName(src: SearchResponse['data_source']): string {
  if (src?.provider === 'google') return src.is_demo ? 'the simulated Google Places' : 'Google Places';
  if (src?.provider === 'osm') return 'OpenStreetMap';
  return 'the data source';
}

function ResultsHead({
  carried,
  filtered,
  total,
  calls,
  exporting,
  onExport,
  save,
}: {
  /** Every match the answer carries (Max Results and the pages after): the count said everywhere. */
  carried: number;
  /** How many of them the filter within results keeps. */
  filtered: number;
  total: number | undefined;
  /** Requests sent to the data source, and its name, when the answer says. */
  calls: { count: number; source: string; cost?: number } | null;
  exporting: boolean;
  onExport: () => void;
  save?: SaveAll;
}) {
  return (
    <div className="sm-results-head">
      <div>
        <h2 data-testid="results-count">
          {formatCount(carried)} {carried === 1 ? 'lead' : 'leads'}
        </h2>
        {/* Only where more matched than the answer carries: the pages hold the best of them. */}
        {typeof total === 'number' && total > carried && (
          <span className="lg-muted" style={{ fontSize: '0.85rem' }} data-testid="results-matching">
            The best {formatCount(carried)} of {formatCount(total)} matching restaurants
          </span>
        )}
        {filtered !== carried && (
          <div className="lg-muted" style={{ fontSize: '0.85rem' }} data-testid="results-filtered-count">
            {formatCount(filtered)} {filtered === 1 ? 'matches' : 'match'} the filter
          </div>
        )}
        {calls && (
          <div className="lg-muted sm-provider-calls" style={{ fontSize: '0.85rem' }} data-testid="provider-calls">
            Found with {providerCallsText(calls.count, calls.source, calls.cost)}
          </div>
        )}
      </div>
      <div className="sm-save-bar">
        {save && carried > 0 && <SaveControls save={save} />}
        <Button variant="secondary" onClick={onExport} loading={exporting}>
          Export CSV
        </Button>
      </div>
    </div>
  );
}

/** Where the leads came from: simulated demo data (its label is the pill) or the live provider, with its attribution. */
function SourceLine({ results }: { results: SearchResponse }) {
  const src = results.data_source;
  if (!src) return null;
  return (
    <div className="sm-source" data-testid="data-source">
      <span className={`sm-pill ${src.is_demo ? 'sm-pill--demo' : 'sm-pill--live'}`}>
        {src.is_demo ? src.label : src.provider.toUpperCase()}
      </span>
      {!src.is_demo && <span>{src.label}</span>}
      {src.attribution && (
        <span className="sm-source__sep" aria-hidden="true">
          ·
        </span>
      )}
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

/** What the search could not do fully (one line, or a list when there are several). */
function SearchWarnings({ warnings }: { warnings: string[] }) {
  if (!warnings.length) return null;
  return (
    <Alert tone="info" data-testid="search-warnings" style={{ marginBottom: '0.75rem' }}>
      {warnings.length === 1 ? (
        warnings[0]
      ) : (
        <ul className="sm-warnings">
          {warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** Saving results to My Leads: into which list, the selected rows or all of them. */
export interface SaveAll {
  lists: readonly LeadList[];
  /** '' for the default list. */
  listId: string;
  onListChange: (id: string) => void;
  selectedCount: number;
  saving: 'all' | 'selected' | null;
  onSaveSelected: () => void;
  onSaveAll: () => void;
}

function SaveControls({ save }: { save: SaveAll }) {
  const id = useId();
  return (
    <>
      <label className="lg-visually-hidden" htmlFor={`${id}-list`}>
        Save to list
      </label>
      <select
        id={`${id}-list`}
        className="lg-input sm-status-select"
        value={save.listId}
        onChange={(e) => save.onListChange(e.target.value)}
        title="The list leads are saved to"
      >
        {save.lists.length === 0 && <option value="">{DEFAULT_LEAD_LIST_NAME}</option>}
        {save.lists.map((l) => (
          <option key={l.id} value={l.is_default ? '' : l.id}>
            {l.name}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        onClick={save.onSaveSelected}
        disabled={!save.selectedCount || !!save.saving}
        loading={save.saving === 'selected'}
        data-testid="save-selected"
      >
        Save selected{save.selectedCount ? ` (${save.selectedCount})` : ''}
      </Button>
      <Button onClick={save.onSaveAll} disabled={!!save.saving} loading={save.saving === 'all'} data-testid="save-all">
        Save all
      </Button>
    </>
  );
}

interface ResultsCardProps {
  save?: SaveAll;
  results: SearchResponse;
  /** Every match the answer carries. */
  leads: readonly Lead[];
  /** How many of them the filter within results keeps. */
  shownCount?: number;
  /** The business of the selected report, which custom pitches speak for. */
  vendor: string | null;
  /** True when the vendor is the rep's offer (What I sell), not a selected report. */
  vendorFromOffer?: boolean;
  exporting: boolean;
  onExport: () => void;
  /** The leads table, shown when there are leads. */
  children: ReactNode;
}

/** The results of the last search: count, export, data source, the custom-pitch source, warnings and the leads. */
export function ResultsCard({
  results,
  leads,
  shownCount,
  vendor,
  vendorFromOffer,
  exporting,
  onExport,
  save,
  children,
}: ResultsCardProps) {
  return (
    <Card>
      <ResultsHead
        carried={leads.length}
        filtered={shownCount ?? leads.length}
        total={results.total_matches}
        calls={
          typeof results.provider_calls === 'number'
            ? {
                count: results.provider_calls,
                source: sourceName(results.data_source),
                ...(typeof results.provider_cost === 'number' ? { cost: results.provider_cost } : {}),
              }
            : null
        }
        exporting={exporting}
        onExport={onExport}
        save={save}
      />
      <SourceLine results={results} />
      {vendor && leads.length > 0 && (
        <p className="lg-muted sm-custom-source" data-testid="custom-pitch-source">
          {vendorFromOffer ? (
            <>
              Custom Pitch writes for <strong>{vendor}</strong>, what you sell.
            </>
          ) : (
            <>
              Custom Pitch writes from the <strong>{vendor}</strong> business analysis.
            </>
          )}
        </p>
      )}
      <SearchWarnings warnings={results.warnings?.filter(Boolean) ?? []} />
      {leads.length ? children : <EmptyState title={results.message || NO_RESULTS_MESSAGE} />}
    </Card>
  );
}
