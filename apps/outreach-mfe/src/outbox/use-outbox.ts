import type { ApiClient, RemoteProps } from '@leadgen/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';
import { routeId } from '../shared/outreach-api.js';
import { liveInterval, OUTBOX_KEY } from '../shared/query-keys.js';
import type { OutboxFilter } from './outbox.logic.js';
import { useOutboxActions } from './use-outbox-actions.js';

/**
 * The outbox: the rep's emails, newest first, filtered by status (the last list stays while the
 * next loads), read every ~15 s while the tab is shown (a follow-up goes out, an unsubscribe stops
 * the next, while the rep looks at it); cancel on one not sent yet, 'Send anyway' on a held follow-up.
 */
export function useOutbox(api: ApiClient, toast: RemoteProps['toast'], shown = true) {
  const [filter, setFilter] = useState<OutboxFilter>('');
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...OUTBOX_KEY, filter],
    queryFn: () => api.call(routeId('outreachOutbox'), undefined, undefined, filter ? { status: filter } : {}),
    placeholderData: keepPreviousData,
    // Follow-ups go out, and answers stop them, while the rep looks elsewhere: a list shown again is asked again.
    staleTime: 0,
    refetchInterval: liveInterval(shown),
  });
  const reload = useCallback(() => client.invalidateQueries({ queryKey: OUTBOX_KEY }), [client]);
  const actions = useOutboxActions(api, toast, reload);
  const error = query.error ? formErrors(query.error, 'Could not load your outbox. Try again.').message : null;

  return {
    filter,
    setFilter,
    emails: query.data?.emails ?? null,
    total: query.data?.total ?? 0,
    error,
    reload,
    ...actions,
  };
}
