import type { Lead, RemoteProps } from '@leadgen/contracts';
import { useCsvExport } from '../export/use-csv-export.js';
import { LeadsTable } from '../leads-table/leads-table.view.js';
import type { RowPitches } from '../pitch/use-row-pitches.js';
import type { RowContacts } from '../contacts/use-row-contacts.js';
import { ResultsCard } from './results.view.js';
import type { LeadSearch } from './use-lead-search.js';
import type { ResultSelection } from './use-result-selection.js';
import type { useSaveToList } from './use-save-to-list.js';

interface SearchResultsProps extends Pick<RemoteProps, 'demoMode'> {
  search: Pick<LeadSearch, 'results' | 'leads'>;
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

/** The results of the last search with the leads table and each row's actions (hours, pitches, diagnose, contacts, save). */
export function SearchResults({
  search,
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
  return (
    <ResultsCard
      results={search.results}
      leads={search.leads}
      vendor={vendor}
      vendorFromOffer={vendorFromOffer}
      exporting={csv.exporting}
      onExport={() => void csv.exportLeads(rows.withCustomPitches(search.leads))}
      save={saving.bar}
    >
      <LeadsTable
        leads={search.leads}
        generating={rows.generating}
        onViewHours={row.onViewHours}
        onViewPitch={rows.viewPitch}
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
    </ResultsCard>
  );
}
