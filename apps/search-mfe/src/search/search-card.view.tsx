import type { RemoteProps } from '@leadgen/contracts';
import { Card } from '@leadgen/ui';
import { suggestedSearchName, toCriteria } from './criteria.js';
import { SavedSearchesBar } from './saved-searches-bar.view.js';
import { SearchFormView } from './search-form.view.js';
import type { LeadSearch } from './use-lead-search.js';

interface SearchCardProps extends Pick<RemoteProps, 'api' | 'toast'> {
  search: Pick<LeadSearch, 'form' | 'onChange' | 'cuisines' | 'loading' | 'results'>;
  onSearch: () => void;
  /** Runs a saved search; false when it did not start. */
  onRunSaved: (id: string) => boolean;
}

/** 'Search Leads': the search form and the rep's saved searches. */
export function SearchCard({ api, toast, search, onSearch, onRunSaved }: SearchCardProps) {
  const cuisineLabel = search.cuisines.find((c) => c.value === search.form.cuisine)?.display_name;
  return (
    <Card title="Search Leads" titleAs="h2">
      <SearchFormView
        form={search.form}
        onChange={search.onChange}
        cuisines={search.cuisines}
        loading={search.loading}
        onSubmit={onSearch}
      />
      <SavedSearchesBar
        api={api}
        toast={toast}
        criteria={toCriteria(search.form)}
        suggestedName={suggestedSearchName(search.form, cuisineLabel)}
        loading={search.loading}
        onRun={onRunSaved}
        refreshKey={search.results}
      />
    </Card>
  );
}
