import type { RemoteProps } from '@leadgen/contracts';
import { RemoteQueryProvider } from '@leadgen/ui/query';
import { AnalyticsView } from './analytics/analytics.view.js';
import { hasNumbersRoute } from './analytics/my-leads-numbers.logic.js';
import { MyLeadsNumbersView } from './analytics/my-leads-numbers.view.js';
import { MyLeadsView } from './my-leads/my-leads.view.js';
import { SearchView } from './search/search.view.js';
import './search-mfe.css';

/** Root of the search remote: the Search Leads tab, the My Leads tab ('my-leads') or the Analytics tab ('analytics'). */
export default function SearchApp(props: RemoteProps) {
  return (
    // One server-state cache for the whole remote (Search Leads, My Leads and Analytics).
    <RemoteQueryProvider>
      <div data-testid="remote-search_mfe" data-view={props.view ?? 'search'}>
        {props.view === 'analytics' ? (
          <div className="lg-stack">
            {hasNumbersRoute() && <MyLeadsNumbersView api={props.api} events={props.events} />}
            <AnalyticsView events={props.events} />
          </div>
        ) : props.view === 'my-leads' ? (
          <MyLeadsView
            api={props.api}
            toast={props.toast}
            events={props.events}
            tabs={props.tabs}
            address={props.address}
            navigate={props.navigate}
          />
        ) : (
          <SearchView
            api={props.api}
            toast={props.toast}
            events={props.events}
            navigate={props.navigate}
            demoMode={props.demoMode}
            address={props.address}
          />
        )}
      </div>
    </RemoteQueryProvider>
  );
}
