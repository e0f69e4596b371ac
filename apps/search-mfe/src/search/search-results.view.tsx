import type { Lead, RemoteProps } from '@leadgen/contracts';
import { useCsvExport } from '../export/use-csv-export.js';
import { LeadsTable } from '../leads-table/leads-table.view.js';
import type { RowPitches } from '../pitch/use-row-pitches.js';
import type { RowContacts } from '../contacts/use-row-contacts.js';
import { ResultsCard } from './results.view.js';
import { ResultsFilter } from './results-filter.view.js';
import { ResultsPager } from './results-pager.view.js';
import { ResultsSort, SORTABLE_COLUMNS } from './results-sort.view.js';
import './results-tools.css';
import type { LeadSearch } from './use-lead-search.js';
import type { ResultSelection } from './use-result-selection.js';
import type { ResultsList } from './use-results-list.js';
import type { useSaveToList } from './use-save-to-list.js';

interface SearchResultsProps extends Pick<RemoteProps, 'demoMode'> {
  search: Pick<LeadSearch, 'results' | 'leads'>;
  list: ResultsList;
  rows: RowPitches;
  contacts: RowContacts;
  csv: ReturnType<typeof useCsvExport>;
  saving: ReturnType<typeof useSaveToList>;
  selection: ResultSelection;
  /** The business of the selected report, which custom pitches speak for. */
  vendor: string | null;
  /** True when the vendor is the rep's offer (What I sell), not a selected report. */
  vendorFromOffer?: boolean;
  onDiagnose: (lead: Lead) => void;
  onViewHours: (key: string) => void;
}

/**
 * The results of the last search: every match it found, filtered, sorted and a page at a time,
 * with each row's actions (hours, pitches, diagnose, contacts, save).
 */
export function SearchResults({
  search,
  list,
  rows,
  contacts,
  csv,
  saving,
  selection,
  vendor,
  vendorFromOffer,
  ...row
}: SearchResultsProps) {
  if (!search.results) return null;
  const page = list.page;
  return (
    <ResultsCard
      results={search.results}
      leads={search.leads}
      shownCount={list.shown.length}
      vendor={vendor}
      vendorFromOffer={vendorFromOffer}
      exporting={csv.exporting}
      onExport={() => void csv.exportLeads(rows.withCustomPitches(list.shown.map((r) => r.lead)))}
      save={saving.bar}
    >
      <div className="sm-results-tools">
        <ResultsFilter list={list} />
        <ResultsSort list={list} />
      </div>
      <ResultsPager page={page} onGoTo={list.goTo} />
      {page.rows.length === 0 ? (
        <p className="lg-muted" data-testid="results-none-match">
          No results match this filter.
        </p>
      ) : (
        <LeadsTable
          leads={page.rows.map((r) => r.lead)}
          keys={page.rows.map((r) => r.key)}
          sortable={{ keys: SORTABLE_COLUMNS, current: list.sort, onSort: (k) => list.onSort(k as never) }}
          generating={rows.generating}
          onViewHours={row.onViewHours}
          onViewPitch={rows.viewPitch}
          onViewKeptPitch={(lead, key) => void rows.viewKeptPitch(lead, key)}
          onGeneratePitch={(lead, key) => void rows.generatePitch(lead, key)}
          customVendor={vendor}
          onCustomPitch={(lead, key) => void rows.customPitch(lead, key)}
          customGenerating={rows.customGenerating}
          onDiagnose={row.onDiagnose}
          demoMode={row.demoMode}
          onSave={saving.saveOne}
          selection={selection}
          savingKeys={saving.savingKeys}
          onFindContacts={contacts.open}
          findingKeys={contacts.findingKeys}
          contactsFound={contacts.foundByKey}
        />
      )}
      {page.pages > 1 && <ResultsPager page={page} onGoTo={list.goTo} label="Pages of results, below the list" />}
    </ResultsCard>
  );
}
