import type { ApiClient, RemoteProps, Suppression } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';

/** The rep's suppression list: addresses never mailed again (unsubscribed, bounced, or added by hand). */
export function useSuppressions(api: ApiClient, toast: RemoteProps['toast']) {
  const [items, setItems] = useState<Suppression[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setItems((await api.call('suppressionsList')).suppressions);
      setLoadError(null);
    } catch (err) {
      setLoadError(formErrors(err, 'Could not load your suppression list.').message);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function add() {
    if (busy) return;
    if (!address.trim()) return setAddError('Type the address to suppress');
    setBusy('add');
    setAddError(null);
    try {
      setItems((await api.call('suppressionAdd', { address })).suppressions);
      setAddress('');
      toast('Added: that address is not mailed again', 'success');
    } catch (err) {
      setAddError(formErrors(err, 'Could not add the address. Try again.').message);
    } finally {
      setBusy(null);
    }
  }

  async function remove(item: Suppression) {
    if (busy) return;
    setBusy(item.id);
    try {
      setItems((await api.call('suppressionDelete', undefined, { id: item.id })).suppressions);
      toast(`${item.address} removed from your suppression list`, 'success');
    } catch (err) {
      toast(formErrors(err, 'Could not remove the address. Try again.').message, 'error');
    } finally {
      setBusy(null);
    }
  }

  return { items, loadError, address, setAddress, addError, busy, add, remove, reload };
}
