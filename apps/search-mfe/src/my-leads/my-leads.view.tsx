import type { RemoteProps } from '@leadgen/contracts';
import { Button, Card } from '@leadgen/ui';
import { useCallback, useEffect, useState } from 'react';
import { canEmail, composeRequest } from './detail/email-lead.logic.js';
import { ListsModal } from './lists/lists.modal.js';
import { MyLeadsFilters } from './filters/my-leads-filters.view.js';
import { MyLeadsModals } from './my-leads-modals.view.js';
import { MyLeadsResults } from './my-leads-results.view.js';
import { useLeadLists } from './lists/use-lead-lists.js';
import { useMyLeadsChanged } from './use-my-leads-changed.js';
import { useMyLeadsFacets } from './use-my-leads-facets.js';
import { useMyLeads } from './use-my-leads.js';
import { useLeadAddress } from './use-lead-address.js';
import './my-leads.css';

/** The My Leads tab: the rep's saved leads with their pipeline, filters, bulk changes, CRM exports and each lead's panel. */
export function MyLeadsView({
  api,
  toast,
  events,
  tabs,
  address,
}: Pick<RemoteProps, 'api' | 'toast' | 'events' | 'tabs' | 'address'>) {
  const leads = useMyLeads(api, toast);
  const { lists, reload: reloadLists } = useLeadLists(api);
  const { facets } = useMyLeadsFacets(api, leads.applied);
  const { reload, filter, onFilter } = leads;
  useMyLeadsChanged(
    events,
    useCallback(() => {
      // The pages and the filter counts alike.
      void reload();
      void reloadLists();
    }, [reload, reloadLists]),
  );
  // A list deleted while the table showed it: show every list again.
  useEffect(() => {
    if (filter.list_id && lists.length && !lists.some((l) => l.id === filter.list_id)) onFilter({ list_id: '' });
  }, [lists, filter.list_id, onFilter]);
  const [shown, setShown] = useLeadAddress(address);
  const [managing, setManaging] = useState(false);

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
        <MyLeadsFilters
          filter={leads.filter}
          onFilter={leads.onFilter}
          sort={leads.sort}
          onSort={leads.setSort}
          lists={lists}
          facets={facets}
        />
      </Card>
      <Card>
        <MyLeadsResults api={api} toast={toast} leads={leads} lists={lists} show={setShown} />
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
      <MyLeadsModals
        shown={shown}
        setShown={setShown}
        api={api}
        toast={toast}
        lists={lists}
        leads={leads}
        onEmail={canEmail(tabs) ? (detail) => events.emit('compose-email', composeRequest(detail)) : undefined}
      />
    </div>
  );
}
