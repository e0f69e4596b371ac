import type { ApiClient, RemoteProps, Suppression } from '@leadgen/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';
import { liveInterval, SUPPRESSIONS_KEY } from '../shared/query-keys.js';

/**
 * The rep's suppression list: addresses never mailed again (unsubscribed, bounced, asked not to be
 * emailed, or added by hand). Read again while the tab is shown, so an unsubscribe or a bounce
 * shows without a reload.
 */
export function useSuppressions(api: ApiClient, toast: RemoteProps['toast'], shown = true) {
  const client = useQueryClient();
  const [address, setAddress] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: SUPPRESSIONS_KEY,
    queryFn: async () => (await api.call('suppressionsList')).suppressions,
    staleTime: 0,
    refetchInterval: liveInterval(shown),
  });
  const put = (items: Suppression[]) => client.setQueryData(SUPPRESSIONS_KEY, items);

  const adding = useMutation({
    mutationFn: (typed: string) => api.call('suppressionAdd', { address: typed }),
    onSuccess: ({ suppressions }) => {
      put(suppressions);
      setAddress('');
      toast('Added: that address is not mailed again', 'success');
    },
    onError: (err) => setAddError(formErrors(err, 'Could not add the address. Try again.').message),
  });
  const removing = useMutation({
    mutationFn: (item: Suppression) => api.call('suppressionDelete', undefined, { id: item.id }),
    onSuccess: ({ suppressions }, item) => {
      put(suppressions);
      toast(`${item.address} removed from your suppression list`, 'success');
    },
    onError: (err) => toast(formErrors(err, 'Could not remove the address. Try again.').message, 'error'),
  });
  const pending = adding.isPending || removing.isPending;

  function add() {
    if (pending) return;
    if (!address.trim()) return setAddError('Type the address to suppress');
    setAddError(null);
    adding.mutate(address);
  }

  return {
    items: query.data ?? null,
    loadError: query.error ? formErrors(query.error, 'Could not load your suppression list.').message : null,
    address,
    setAddress,
    addError,
    /** 'add', or the id of the address being removed, while its call runs. */
    busy: adding.isPending ? 'add' : removing.isPending ? (removing.variables?.id ?? null) : null,
    add,
    remove: (item: Suppression) => (pending ? undefined : removing.mutate(item)),
    reload: () => client.invalidateQueries({ queryKey: SUPPRESSIONS_KEY }),
  };
}
