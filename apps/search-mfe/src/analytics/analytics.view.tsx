import type { EventBus, SearchResponse } from '@leadgen/contracts';
import { Card, EmptyState } from '@leadgen/ui';
import { useEffect, useState } from 'react';

export function AnalyticsView({ events }: { events: EventBus }) {
  const [results, setResults] = useState<SearchResponse | null>(() => events.last('search-results') ?? null);
  useEffect(() => events.on('search-results', (value) => setResults(value)), [events]);

  return (
    <Card title="Search Analytics" titleAs="h2">
      {results && results.leads.length > 0 ? (
        <p>
          Analytics over the {results.leads.length} {results.leads.length === 1 ? 'lead' : 'leads'} of the current
          search.
        </p>
      ) : (
        <EmptyState title="No analytics data available." />
      )}
    </Card>
  );
}
