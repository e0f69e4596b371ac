import type { ApiClient, EventBus } from '@leadgen/contracts';
import { apiErrorText } from '@leadgen/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMyLeadsChanged } from '../my-leads/use-my-leads-changed.js';
import { MY_LEADS_KEY } from '../my-leads/use-my-leads.js';

export const NUMBERS_LOAD_FAILED = 'Your pipeline numbers could not be loaded. Please try again.';

/** The rep's pipeline numbers over the period they pick (30 days first), read again when saved leads change. */
export function useMyLeadsNumbers(api: ApiClient, events: EventBus) {
  const [days, setDays] = useState(30);
  const query = useQuery({
    queryKey: [...MY_LEADS_KEY, 'numbers', days],
    queryFn: () => api.call('myLeadsNumbers', undefined, undefined, { days }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useMyLeadsChanged(events, () => void query.refetch());
  return {
    days,
    setDays,
    numbers: query.data ?? null,
    error: query.error ? apiErrorText(query.error, NUMBERS_LOAD_FAILED) : null,
    retry: () => void query.refetch(),
  };
}
