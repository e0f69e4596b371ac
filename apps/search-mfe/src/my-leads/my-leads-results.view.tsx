import type { LeadList, LeadStatus, RemoteProps, SavedLead } from '@leadgen/contracts';
import { Alert, EmptyState, LoadingState } from '@leadgen/ui';
import { useRef } from 'react';
import { useBulkContacts } from '../contacts/use-bulk-contacts.js';
import { hasFilter, toFilter } from './filters/filter.logic.js';
import type { ShownModal } from './my-leads-modals.view.js';
import { MyLeadsPager } from './my-leads-pager.view.js';
import { MyLeadsToolbar } from './my-leads-toolbar.view.js';
import { NO_MATCHING_LEADS_TITLE, NO_SAVED_LEADS_HINT, NO_SAVED_LEADS_TITLE } from './shared/my-leads.messages.js';
import { BulkOverlays } from './bulk/bulk-overlays.view.js';
import { KeysSheetModal } from './keys/keys-sheet.modal.js';
import { useMyLeadsKeys } from './use-my-leads-keys.js';
import { SavedLeadsTable } from './saved-leads-table.view.js';
import { useBulkChange } from './bulk/use-bulk-change.js';
import { useCrmExport } from './export/use-crm-export.js';
import type { MyLeads } from './use-my-leads.js';

/**
 * The page of saved leads under the filters: the toolbar, the table (or why it is empty) and the
 * pager. A row's Lost pick opens the reason prompt first; a change to the selected rows is
 * confirmed (naming the count and the change), then offered for Undo.
 */
export function MyLeadsResults({
  api,
  toast,
  leads,
  lists,
  show,
}: Pick<RemoteProps, 'api' | 'toast'> & {
  leads: MyLeads;
  lists: readonly LeadList[];
  show: (modal: ShownModal) => void;
}) {
  const crm = useCrmExport(api, toast);
  const items = leads.data?.items ?? [];
  const contacts = useBulkContacts(api, () => void leads.reload());
  const bulk = useBulkChange(api, toast, {
    items,
    selected: leads.selected,
    clearSelection: leads.clearSelection,
    reload: () => void leads.reload(),
  });

  function pickRowStatus(item: SavedLead, status: LeadStatus) {
    if (status === 'lost') show({ kind: 'lost', items: [item] });
    else void leads.setStatus(item, status);
  }

  const root = useRef<HTMLDivElement>(null);
  const keys = useMyLeadsKeys(root, items, { show, pickRowStatus, toggle: leads.toggle });

  return (
    <div ref={root}>
      {leads.error && (
        <Alert tone="error" data-testid="my-leads-error">
          {leads.error}
        </Alert>
      )}
      {!leads.data && leads.loading && <LoadingState message="Loading your saved leads..." />}
      {leads.data && (
        <>
          <MyLeadsToolbar
            leads={leads}
            lists={lists}
            bulk={bulk}
            exporting={crm.exporting}
            onExport={(format) => void crm.exportLeads(format, [...leads.selected], toFilter(leads.filter))}
            contacts={contacts}
            onFindContacts={() => contacts.start(items.filter((i) => leads.selected.has(i.id)))}
          />
          {items.length ? (
            <SavedLeadsTable
              items={items}
              selected={leads.selected}
              busy={leads.busy}
              onToggle={leads.toggle}
              onToggleAll={leads.toggleAll}
              activeIndex={keys.active}
              sort={leads.sort}
              onSort={leads.setSort}
              showOwner={leads.filter.owner === 'team'}
              onOpen={(item) => show({ kind: 'detail', item })}
              onViewHours={(item) => show({ kind: 'hours', lead: item.lead })}
              onViewPitch={(item) => show({ kind: 'pitch', lead: item.lead })}
              onStatus={pickRowStatus}
            />
          ) : hasFilter(leads.filter) ? (
            <EmptyState title={NO_MATCHING_LEADS_TITLE} />
          ) : (
            <EmptyState title={NO_SAVED_LEADS_TITLE}>
              <p className="lg-muted">{NO_SAVED_LEADS_HINT}</p>
            </EmptyState>
          )}
          <MyLeadsPager leads={leads} />
        </>
      )}
      <BulkOverlays bulk={bulk} />
      {keys.sheetShown && <KeysSheetModal onClose={keys.closeSheet} />}
      <p className="lg-muted sm-keys-hint">
        Press <kbd>?</kbd> for keyboard shortcuts.
      </p>
    </div>
  );
}
