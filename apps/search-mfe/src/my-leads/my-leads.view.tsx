import {
  MY_LEADS_PAGE_SIZES,
  type Lead,
  type LeadList,
  type LeadStatus,
  type MyLeadsFacetsResponse,
  type RemoteProps,
  type SavedLead,
  type StoredPitch,
} from '@leadgen/contracts';
import { Alert, Button, Card, EmptyState, LoadingState } from '@leadgen/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { HoursModal } from '../leads-table/hours.modal.js';
import { customPitchTitle } from '../pitch/custom-pitch.logic.js';
import { PitchModal } from '../pitch/pitch.modal.js';
import { LeadDetailPanel } from './lead-detail.panel.js';
import {
  cityOptions,
  cuisineOptions,
  DUE_OPTIONS,
  hasFilter,
  pageCount,
  pageSummary,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  toFilter,
  type MyLeadsFilterForm,
  type MyLeadsSort,
} from './my-leads.logic.js';
import { NO_MATCHING_LEADS_TITLE, NO_SAVED_LEADS_HINT, NO_SAVED_LEADS_TITLE } from './my-leads.messages.js';
import { SavedLeadsTable } from './saved-leads-table.view.js';
import { ListsModal } from './lists.modal.js';
import { LostReasonModal } from './status.view.js';
import { EXPORT_FORMATS, useCrmExport } from './use-crm-export.js';
import { useLeadLists, useMyLeads, useMyLeadsFacets, type MyLeads } from './use-my-leads.js';

interface SelectOption {
  value: string;
  label: string;
}

/** One labelled filter: a select whose first choice (`anyLabel`, value '') means no filter. */
function FilterSelect({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  anyLabel?: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="lg-field">
      <label className="lg-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="lg-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({
  filter,
  onFilter,
  sort,
  onSort,
  lists,
  facets,
}: {
  filter: MyLeadsFilterForm;
  onFilter: (patch: Partial<MyLeadsFilterForm>) => void;
  sort: MyLeadsSort;
  onSort: (s: MyLeadsSort) => void;
  lists: readonly LeadList[];
  facets: MyLeadsFacetsResponse;
}) {
  const id = useId();
  const listOptions = lists.map((l) => ({ value: l.id, label: `${l.name} (${l.lead_count})` }));
  return (
    <div className="sm-ml-filters" role="search" aria-label="Filter saved leads">
      <div className="lg-field">
        <label className="lg-label" htmlFor={`${id}-q`}>
          Search
        </label>
        <input
          id={`${id}-q`}
          className="lg-input"
          type="search"
          placeholder="Name, address, phone, city"
          value={filter.q}
          maxLength={100}
          onChange={(e) => onFilter({ q: e.target.value })}
        />
      </div>
      <FilterSelect
        id={`${id}-list`}
        label="List"
        value={filter.list_id}
        anyLabel="All lists"
        options={listOptions}
        onChange={(list_id) => onFilter({ list_id })}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={filter.status}
        anyLabel="All statuses"
        options={STATUS_OPTIONS}
        onChange={(status) => onFilter({ status: status as MyLeadsFilterForm['status'] })}
      />
      <FilterSelect
        id={`${id}-due`}
        label="Follow-up"
        value={filter.due}
        anyLabel="Any follow-up"
        options={DUE_OPTIONS}
        onChange={(due) => onFilter({ due: due as MyLeadsFilterForm['due'] })}
      />
      <FilterSelect
        id={`${id}-cuisine`}
        label="Cuisine"
        value={filter.cuisine}
        anyLabel="All cuisines"
        options={cuisineOptions(facets.cuisines, filter.cuisine)}
        onChange={(cuisine) => onFilter({ cuisine })}
      />
      <FilterSelect
        id={`${id}-city`}
        label="City"
        value={filter.city}
        anyLabel="All cities"
        options={cityOptions(facets.cities, filter.city)}
        onChange={(city) => onFilter({ city })}
      />
      <FilterSelect
        id={`${id}-sort`}
        label="Sort by"
        value={sort}
        options={SORT_OPTIONS}
        onChange={(v) => onSort(v as MyLeadsSort)}
      />
    </div>
  );
}

/** Bulk status change of the selected rows, and the three export formats (selected rows, else every lead the filter shows). */
function Toolbar({
  leads,
  onBulkStatus,
  exporting,
  onExport,
}: {
  leads: MyLeads;
  onBulkStatus: (s: LeadStatus) => void;
  exporting: string | null;
  onExport: (format: (typeof EXPORT_FORMATS)[number]['value']) => void;
}) {
  const id = useId();
  const count = leads.selected.size;
  return (
    <div className="sm-ml-toolbar">
      <div className="lg-row">
        <span data-testid="selected-count" className="lg-muted">
          {count ? `${count} selected` : 'Select rows for bulk changes'}
        </span>
        <label className="lg-visually-hidden" htmlFor={`${id}-bulk`}>
          Set status of selected leads
        </label>
        <select
          id={`${id}-bulk`}
          className="lg-input sm-status-select"
          disabled={!count}
          value=""
          onChange={(e) => e.target.value && onBulkStatus(e.target.value as LeadStatus)}
        >
          <option value="">Set status...</option>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {count > 0 && (
          <Button size="sm" variant="ghost" onClick={leads.clearSelection}>
            Clear selection
          </Button>
        )}
      </div>
      <div
        className="lg-row"
        role="group"
        aria-label={count ? 'Export the selected leads' : 'Export the leads shown by the filters'}
      >
        <span className="lg-muted">{count ? 'Export selected:' : 'Export:'}</span>
        {EXPORT_FORMATS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant="secondary"
            loading={exporting === f.value}
            disabled={!!exporting || !leads.data?.total}
            onClick={() => onExport(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

function Pager({ leads }: { leads: MyLeads }) {
  const id = useId();
  const total = leads.data?.total ?? 0;
  const pages = pageCount(leads.pageSize, total);
  return (
    <nav className="sm-pager" aria-label="Pages of saved leads">
      <span data-testid="page-summary">{pageSummary(leads.page, leads.pageSize, total)}</span>
      <div className="lg-row">
        <label className="lg-muted" htmlFor={`${id}-size`}>
          Rows per page
        </label>
        <select
          id={`${id}-size`}
          className="lg-input sm-status-select"
          value={leads.pageSize}
          onChange={(e) => leads.setPageSize(Number(e.target.value))}
        >
          {MY_LEADS_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <Button size="sm" variant="secondary" disabled={leads.page <= 1} onClick={() => leads.setPage(leads.page - 1)}>
          Previous
        </Button>
        <span>
          Page {leads.page} of {pages}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={leads.page >= pages}
          onClick={() => leads.setPage(leads.page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

/** Which modal is open over the tab. */
type Shown =
  | { kind: 'detail'; item: SavedLead }
  | { kind: 'hours'; lead: Lead }
  | { kind: 'pitch'; lead: Lead; pitch?: StoredPitch; back?: SavedLead }
  | { kind: 'lost'; items: SavedLead[]; bulk: boolean }
  | null;

function Modals({
  shown,
  setShown,
  api,
  toast,
  lists,
  leads,
}: Pick<RemoteProps, 'api' | 'toast'> & {
  shown: Shown;
  setShown: (s: Shown) => void;
  lists: readonly LeadList[];
  leads: MyLeads;
}) {
  if (!shown) return null;
  if (shown.kind === 'hours') return <HoursModal lead={shown.lead} onClose={() => setShown(null)} />;
  if (shown.kind === 'pitch') {
    const back = () => setShown(shown.back ? { kind: 'detail', item: shown.back } : null);
    const stored = shown.pitch;
    return (
      <PitchModal
        lead={shown.lead}
        pitch={stored ? stored.pitch : shown.lead.pitch}
        title={stored?.kind === 'custom' && stored.vendor ? customPitchTitle(stored.vendor.company_name) : undefined}
        vendor={stored?.vendor?.company_name}
        onClose={back}
      />
    );
  }
  if (shown.kind === 'lost') {
    const what = shown.items.length === 1 ? shown.items[0]!.lead.name : `${shown.items.length} leads`;
    return (
      <LostReasonModal
        what={what}
        onCancel={() => setShown(null)}
        onConfirm={(reason) => {
          setShown(null);
          if (!shown.bulk) void leads.setStatus(shown.items[0]!, 'lost', reason);
          else void leads.setStatusOfSelected('lost', reason);
        }}
      />
    );
  }
  return (
    <LeadDetailPanel
      api={api}
      item={shown.item}
      lists={lists}
      toast={toast}
      onChanged={leads.replace}
      onViewPitch={(pitch, detail) => setShown({ kind: 'pitch', lead: detail.lead, pitch, back: shown.item })}
      onClose={() => {
        setShown(null);
        void leads.reload();
      }}
    />
  );
}

/** The My Leads tab: the rep's saved leads with their pipeline, filters, bulk changes, CRM exports and each lead's panel. */
export function MyLeadsView({ api, toast, events }: Pick<RemoteProps, 'api' | 'toast' | 'events'>) {
  const leads = useMyLeads(api, toast);
  const { lists, reload: reloadLists } = useLeadLists(api);
  const { facets, reload: reloadFacets } = useMyLeadsFacets(api);
  const { reload } = leads;
  // Leads saved in Search Leads (and list changes) show here without a page reload; each change once.
  const seen = useRef(events.last('my-leads-changed') ?? null);
  useEffect(
    () =>
      events.on('my-leads-changed', (at) => {
        if (!at || at === seen.current) return;
        seen.current = at;
        void reload();
        void reloadLists();
        void reloadFacets();
      }),
    [events, reload, reloadLists, reloadFacets],
  );
  // A list deleted while the table showed it: show every list again.
  const { filter, onFilter } = leads;
  useEffect(() => {
    if (filter.list_id && lists.length && !lists.some((l) => l.id === filter.list_id)) onFilter({ list_id: '' });
  }, [lists, filter.list_id, onFilter]);
  const crm = useCrmExport(api, toast);
  const [shown, setShown] = useState<Shown>(null);
  const [managing, setManaging] = useState(false);
  const items = leads.data?.items ?? [];

  function pickRowStatus(item: SavedLead, status: LeadStatus) {
    if (status === 'lost') setShown({ kind: 'lost', items: [item], bulk: false });
    else void leads.setStatus(item, status);
  }

  function pickBulkStatus(status: LeadStatus) {
    const chosen = items.filter((i) => leads.selected.has(i.id));
    if (status === 'lost') setShown({ kind: 'lost', items: chosen, bulk: true });
    else void leads.setStatusOfSelected(status);
  }

  return (
    <div className="lg-stack" data-testid="my-leads">
      <Card
        title="My Leads"
        titleAs="h2"
        actions={
          <Button size="sm" variant="secondary" onClick={() => setManaging(true)}>
            Manage lists
          </Button>
        }
      >
        <Filters
          filter={leads.filter}
          onFilter={leads.onFilter}
          sort={leads.sort}
          onSort={leads.setSort}
          lists={lists}
          facets={facets}
        />
      </Card>
      <Card>
        {leads.error && (
          <Alert tone="error" data-testid="my-leads-error">
            {leads.error}
          </Alert>
        )}
        {!leads.data && leads.loading && <LoadingState message="Loading your saved leads..." />}
        {leads.data && (
          <>
            <Toolbar
              leads={leads}
              onBulkStatus={pickBulkStatus}
              exporting={crm.exporting}
              onExport={(format) => void crm.exportLeads(format, [...leads.selected], toFilter(leads.filter))}
            />
            {items.length ? (
              <SavedLeadsTable
                items={items}
                selected={leads.selected}
                busy={leads.busy}
                onToggle={leads.toggle}
                onToggleAll={leads.toggleAll}
                onOpen={(item) => setShown({ kind: 'detail', item })}
                onViewHours={(item) => setShown({ kind: 'hours', lead: item.lead })}
                onViewPitch={(item) => setShown({ kind: 'pitch', lead: item.lead })}
                onStatus={pickRowStatus}
              />
            ) : hasFilter(leads.filter) ? (
              <EmptyState title={NO_MATCHING_LEADS_TITLE} />
            ) : (
              <EmptyState title={NO_SAVED_LEADS_TITLE}>
                <p className="lg-muted">{NO_SAVED_LEADS_HINT}</p>
              </EmptyState>
            )}
            <Pager leads={leads} />
          </>
        )}
      </Card>
      {managing && (
        <ListsModal
          api={api}
          lists={lists}
          toast={toast}
          onClose={() => setManaging(false)}
          onChanged={() => events.emit('my-leads-changed', Date.now())}
        />
      )}
      <Modals shown={shown} setShown={setShown} api={api} toast={toast} lists={lists} leads={leads} />
    </div>
  );
}
