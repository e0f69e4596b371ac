import type { Lead, RemoteProps } from '@leadgen/contracts';
import { Card, useShellEvent } from '@leadgen/ui';
import { useEffect, useMemo, useState } from 'react';
import { toggleAll, toggleOne } from '../my-leads/selection.logic.js';
import { useLeadLists } from '../my-leads/use-lead-lists.js';
import { useCsvExport } from '../export/use-csv-export.js';
import { HoursModal } from '../leads-table/hours.modal.js';
import { leadKey } from '../leads-table/lead.format.js';
import { LeadsTable } from '../leads-table/leads-table.view.js';
import { useDiagnoseLead } from '../leads-table/use-diagnose-lead.js';
import { customPitchTitle, vendorName } from '../pitch/custom-pitch.logic.js';
import { PitchModal } from '../pitch/pitch.modal.js';
import { useStoredReport } from '../pitch/use-stored-report.js';
import { useRowPitches, type RowPitches } from '../pitch/use-row-pitches.js';
import { ResultsCard, SearchBanner, SearchingCard } from './results.view.js';
import { SearchFormView } from './search-form.view.js';
import { useLeadSearch } from './use-lead-search.js';
import { toCriteria, suggestedSearchName } from './criteria.js';
import { SavedSearchesBar } from './saved-searches.view.js';
import { useSaveLeads } from '../save/use-save-leads.js';

interface RowModalsProps {
  byKey: ReadonlyMap<string, Lead>;
  hoursKey: string | null;
  onCloseHours: () => void;
  rows: RowPitches;
}

/** The modals a row opens: its hours, its pitch, or the custom pitch written for it. */
function RowModals({ byKey, hoursKey, onCloseHours, rows }: RowModalsProps) {
  const { shown } = rows;
  const hoursLead = hoursKey ? (byKey.get(hoursKey) ?? null) : null;
  const pitchKey = shown?.kind === 'lead' ? shown.key : null;
  const customKey = shown?.kind === 'custom' ? shown.key : null;
  const customLead = customKey ? (byKey.get(customKey) ?? null) : null;
  const custom = customKey ? (rows.customPitches.get(customKey) ?? null) : null;
  return (
    <>
      {hoursLead && <HoursModal lead={hoursLead} onClose={onCloseHours} />}
      <PitchModal
        key={pitchKey ?? ''}
        lead={pitchKey ? (byKey.get(pitchKey) ?? null) : null}
        reading={pitchKey ? rows.readings.get(pitchKey) : undefined}
        onClose={rows.closePitch}
      />
      {customLead && custom && (
        <PitchModal
          key={`custom:${customKey}`}
          lead={customLead}
          pitch={custom.pitch}
          title={customPitchTitle(custom.vendor)}
          vendor={custom.vendor}
          onClose={rows.closePitch}
        />
      )}
    </>
  );
}

/** The Search Leads tab: the form, how the search went, the results with their row actions, and the row modals. */
export function SearchView({
  api,
  toast,
  events,
  navigate,
  demoMode,
}: Pick<RemoteProps, 'api' | 'toast' | 'events' | 'navigate' | 'demoMode'>) {
  const search = useLeadSearch(api, events);
  useStoredReport(api, events);
  const report = useShellEvent(events, 'business-report-selected');
  const rows = useRowPitches({ api, toast, report, search });
  const csv = useCsvExport({ api, toast });
  const diagnose = useDiagnoseLead({ events, navigate });
  const saver = useSaveLeads({ api, toast, events, search });
  const { lists, reload: reloadLists } = useLeadLists(api);
  const [listId, setListId] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const keys = useMemo(() => search.leads.map((l, i) => leadKey(l, i)), [search.leads]);
  // Lists made or renamed in My Leads show in the save menu.
  useEffect(() => events.on('my-leads-changed', () => void reloadLists()), [events, reloadLists]);

  function saveSelected() {
    const chosen = search.leads.filter((l, i) => selected.has(leadKey(l, i)));
    void saver.save(chosen, 'selected', listId).then(() => setSelected(new Set()));
  }
  const [hoursKey, setHoursKey] = useState<string | null>(null);
  const byKey = useMemo(() => new Map(search.leads.map((l, i) => [leadKey(l, i), l])), [search.leads]);
  const vendor = report ? vendorName(report) : null;

  function resetRows() {
    setHoursKey(null);
    setSelected(new Set());
    rows.reset();
  }

  function startSaved(id: string): boolean {
    if (!search.searchSaved(id)) return false;
    resetRows();
    return true;
  }

  function startSearch() {
    if (!search.search()) return;
    resetRows();
  }

  return (
    <div className="lg-stack">
      <Card title="Search Leads" titleAs="h2">
        <SearchFormView
          form={search.form}
          onChange={search.onChange}
          cuisines={search.cuisines}
          loading={search.loading}
          onSubmit={startSearch}
        />
        <SavedSearchesBar
          api={api}
          toast={toast}
          criteria={toCriteria(search.form)}
          suggestedName={suggestedSearchName(
            search.form,
            search.cuisines.find((c) => c.value === search.form.cuisine)?.display_name,
          )}
          loading={search.loading}
          onRun={startSaved}
          refreshKey={search.results}
        />
      </Card>

      {search.banner && <SearchBanner banner={search.banner} onClose={search.closeBanner} />}

      {search.loading ? (
        <SearchingCard />
      ) : (
        search.results && (
          <ResultsCard
            results={search.results}
            leads={search.leads}
            vendor={vendor}
            exporting={csv.exporting}
            onExport={() => void csv.exportLeads(rows.withCustomPitches(search.leads))}
            save={{
              lists,
              listId,
              onListChange: setListId,
              selectedCount: selected.size,
              saving: saver.saving.has('all') ? 'all' : saver.saving.has('selected') ? 'selected' : null,
              onSaveSelected: saveSelected,
              onSaveAll: () => void saver.save(search.leads, 'all', listId),
            }}
          >
            <LeadsTable
              leads={search.leads}
              generating={rows.generating}
              onViewHours={setHoursKey}
              onViewPitch={rows.viewPitch}
              onGeneratePitch={(lead, key) => void rows.generatePitch(lead, key)}
              customVendor={vendor}
              onCustomPitch={(lead, key) => void rows.customPitch(lead, key)}
              customGenerating={rows.customGenerating}
              onDiagnose={diagnose}
              demoMode={demoMode}
              onSave={(lead, key) => void saver.save([lead], key, listId)}
              selection={{
                selected,
                onToggle: (key) => setSelected((s) => toggleOne(s, key)),
                onToggleAll: () => setSelected((s) => toggleAll(s, keys)),
              }}
              savingKeys={saver.saving}
            />
          </ResultsCard>
        )
      )}

      <RowModals byKey={byKey} hoursKey={hoursKey} onCloseHours={() => setHoursKey(null)} rows={rows} />
    </div>
  );
}
