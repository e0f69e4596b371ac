import type { LeadList, MyLeadsFacetsResponse, RemoteProps } from '@leadgen/contracts';
import { Button, Card } from '@leadgen/ui';
import { MyLeadsFilters } from './filters/my-leads-filters.view.js';
import { MyLeadsResults } from './my-leads-results.view.js';
import type { ShownModal } from './my-leads-modals.view.js';
import type { MyLeads } from './use-my-leads.js';

interface SavedLeadsProps extends Pick<RemoteProps, 'api' | 'toast'> {
  leads: MyLeads;
  lists: readonly LeadList[];
  facets: MyLeadsFacetsResponse;
  onManageLists: () => void;
  show: (next: ShownModal) => void;
}

/** The saved leads: the filters (with 'Manage lists'), then the table with its bulk changes, exports and pages. */
export function SavedLeads({ api, toast, leads, lists, facets, onManageLists, show }: SavedLeadsProps) {
  return (
    <>
      <Card
        title="My Leads"
        titleAs="h2"
        actions={
          <Button size="sm" variant="secondary" onClick={onManageLists}>
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
        <MyLeadsResults api={api} toast={toast} leads={leads} lists={lists} show={show} />
      </Card>
    </>
  );
}
