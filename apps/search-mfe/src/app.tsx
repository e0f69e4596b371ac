import type { RemoteProps } from '@leadgen/contracts';
import { AnalyticsView } from './analytics/analytics.view.js';
import { SearchView } from './search/search.view.js';
import './search-mfe.css';

/** Root of the search remote: the Search Leads tab, or the Analytics tab when view is 'analytics'. */
export default function SearchApp(props: RemoteProps) {
  return (
    <div data-testid="remote-search_mfe" data-view={props.view ?? 'search'}>
      {props.view === 'analytics' ? (
        <AnalyticsView events={props.events} />
      ) : (
        <SearchView api={props.api} toast={props.toast} events={props.events} navigate={props.navigate} demoMode={props.demoMode} />
      )}
    </div>
  );
}
