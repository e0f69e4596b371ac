import type { RemoteProps } from '@leadgen/contracts';
import { useShellEvent } from '@leadgen/ui';
import { useState } from 'react';
import { useCsvExport } from '../export/use-csv-export.js';
import { FindContactsModal } from '../contacts/find-contacts.modal.js';
import { useRowContacts } from '../contacts/use-row-contacts.js';
import { useDiagnoseLead } from '../leads-table/use-diagnose-lead.js';
import { customPitchSource } from '../pitch/offer.logic.js';
import { useOffer } from '../pitch/use-offer.js';
import { useRowPitches } from '../pitch/use-row-pitches.js';
import { useStoredReport } from '../pitch/use-stored-report.js';
import { SearchBanner, SearchingCard } from './results.view.js';
import { RowModals } from './row-modals.view.js';
import { SearchCard } from './search-card.view.js';
import { SearchResults } from './search-results.view.js';
import { useLeadSearch } from './use-lead-search.js';
import { useResultSelection } from './use-result-selection.js';
import { useSearchResultsList } from './use-results-list.js';
import { useSaveToList } from './use-save-to-list.js';
import { useSearchAddress } from './use-search-address.js';

/** The Search Leads tab: the form, how the search went, the results with their row actions, and the row modals. */
export function SearchView({
  api,
  toast,
  events,
  navigate,
  demoMode,
  address,
}: Pick<RemoteProps, 'api' | 'toast' | 'events' | 'navigate' | 'demoMode' | 'address'>) {
  const search = useLeadSearch(api, events);
  useStoredReport(api, events);
  const report = useShellEvent(events, 'business-report-selected');
  const offer = useOffer(api, events);
  const custom = customPitchSource(offer, report);
  const rows = useRowPitches({ api, toast, report, custom, search });
  const csv = useCsvExport({ api, toast });
  const diagnose = useDiagnoseLead({ events, navigate });
  const selection = useResultSelection(search.leads);
  const contacts = useRowContacts(api);
  const list = useSearchAddress(address, search, useSearchResultsList(search, contacts.foundByKey), (form) =>
    started(search.searchForm(form)),
  );
  const saving = useSaveToList({
    api,
    toast,
    events,
    search,
    selection,
    found: contacts.foundByPlace,
    pageLeads: list.page.rows.map((r) => r.lead),
  });
  const [hoursKey, setHoursKey] = useState<string | null>(null);

  /** A new search (or saved search) closes what the rows had open and unticks them. */
  function started(ok: boolean): boolean {
    if (!ok) return false;
    setHoursKey(null);
    selection.clear();
    rows.reset();
    contacts.reset();
    return true;
  }

  return (
    <div className="lg-stack">
      <SearchCard
        api={api}
        toast={toast}
        search={search}
        onSearch={() => void started(search.search())}
        onRunSaved={(id) => started(search.searchSaved(id))}
      />
      {search.banner && <SearchBanner banner={search.banner} onClose={search.closeBanner} />}
      {search.loading ? (
        <SearchingCard />
      ) : (
        <SearchResults
          search={search}
          list={list}
          rows={rows}
          contacts={contacts}
          csv={csv}
          saving={saving}
          selection={selection}
          vendor={custom?.vendor ?? null}
          vendorFromOffer={custom?.fromOffer}
          onDiagnose={diagnose}
          onViewHours={setHoursKey}
          demoMode={demoMode}
        />
      )}
      <RowModals leads={search.leads} hoursKey={hoursKey} onCloseHours={() => setHoursKey(null)} rows={rows} />
      {contacts.shown && (
        <FindContactsModal
          lead={contacts.shown.lead}
          state={contacts.shownState}
          onRetry={contacts.retry}
          onClose={contacts.close}
        />
      )}
    </div>
  );
}
