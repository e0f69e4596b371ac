import type { RemoteProps } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { hasWatchRoutes } from '../shared/watch-routes.logic.js';
import { canEmail, composeRequest } from './detail/email-lead.logic.js';
import { ListsModal } from './lists/lists.modal.js';
import { MyLeadsModals } from './my-leads-modals.view.js';
import { MyLeadsViews } from './my-leads-views.view.js';
import { NewThisWeekView } from './new-this-week/new-this-week.view.js';
import { SavedLeads } from './saved-leads.view.js';
import { useLeadLists } from './lists/use-lead-lists.js';
import { useMyLeadsChanged } from './use-my-leads-changed.js';
import { useMyLeadsFacets } from './use-my-leads-facets.js';
import { useMyLeads } from './use-my-leads.js';
import { useLeadAddress } from './use-lead-address.js';
import { useViewAddress } from './use-view-address.js';
import './my-leads.css';

/**
 * The My Leads tab: the rep's saved leads with their pipeline, filters, bulk changes, CRM exports and
 * each lead's panel; beside them 'New this week' (?view=new), what the rep's watched searches found.
 */
export function MyLeadsView({
  api,
  toast,
  events,
  tabs,
  address,
  navigate,
}: Pick<RemoteProps, 'api' | 'toast' | 'events' | 'tabs' | 'address'> & Partial<Pick<RemoteProps, 'navigate'>>) {
  const leads = useMyLeads(api, toast);
  const { lists, reload: reloadLists } = useLeadLists(api);
  const { facets } = useMyLeadsFacets(api, leads.applied);
  const { reload, filter, onFilter } = leads;
  useMyLeadsChanged(
    events,
    useCallback(() => {
      // The pages, the filter counts and what the watches found alike.
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
  // Under a shell built before the watch there is no 'New this week': the saved leads alone.
  const watchable = hasWatchRoutes();
  const [asked, setView] = useViewAddress(address);
  const view = watchable ? asked : 'saved';
  const content =
    view === 'new' ? (
      <NewThisWeekView
        api={api}
        toast={toast}
        events={events}
        onOpenSearch={navigate ? () => navigate('search') : undefined}
      />
    ) : (
      <SavedLeads
        api={api}
        toast={toast}
        leads={leads}
        lists={lists}
        facets={facets}
        onManageLists={() => setManaging(true)}
        show={setShown}
      />
    );

  return (
    <div className="lg-stack" data-testid="my-leads" data-view={view}>
      {watchable ? (
        <MyLeadsViews view={view} onView={setView}>
          {content}
        </MyLeadsViews>
      ) : (
        content
      )}
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
