import type { ApiClient, OutreachEmail, RemoteProps } from '@leadgen/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';
import { cancelledWords, type OutboxFilter } from './outbox.logic.js';

/** The outbox: the rep's emails, newest first, filtered by status; cancel on a scheduled one. */
export function useOutbox(api: ApiClient, toast: RemoteProps['toast']) {
  const [filter, setFilter] = useState<OutboxFilter>('');
  const [emails, setEmails] = useState<OutreachEmail[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // A reload that answers after a later one is dropped.
  const asked = useRef(0);

  const reload = useCallback(async () => {
    const id = ++asked.current;
    try {
      const res = await api.call('outreachEmails', undefined, undefined, filter ? { status: filter } : {});
      if (asked.current !== id) return;
      setEmails(res.emails);
      setTotal(res.total);
      setError(null);
    } catch (err) {
      if (asked.current === id) setError(formErrors(err, 'Could not load your outbox. Try again.').message);
    }
  }, [api, filter]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function cancel(email: OutreachEmail) {
    if (cancelling) return;
    setCancelling(email.id);
    try {
      const { emails: stopped } = await api.call('outreachEmailCancel', undefined, { id: email.id });
      toast(cancelledWords(email.id, stopped), 'success');
      await reload();
    } catch (err) {
      toast(formErrors(err, 'Could not cancel the email. Try again.').message, 'error');
    } finally {
      setCancelling(null);
    }
  }

  return { filter, setFilter, emails, total, error, cancelling, reload, cancel };
}
