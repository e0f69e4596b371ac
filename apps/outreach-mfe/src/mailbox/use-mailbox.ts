import type { ApiClient, Mailbox, RemoteProps } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';
import { formFromMailbox, mailboxRequest, type MailboxForm } from './mailbox.logic.js';

/**
 * The rep's mailbox: what is saved (or the demo mailbox), the form, and its save, which the server
 * checks with a test send first. Field errors come from a 400; a refused test send (502) is one line.
 */
export function useMailbox(api: ApiClient, toast: RemoteProps['toast']) {
  const [mailbox, setMailbox] = useState<Mailbox | null | undefined>(undefined);
  const [form, setForm] = useState<MailboxForm>(() => formFromMailbox(null));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [demoPage, setDemoPage] = useState<string | null>(null);

  // Read again after a send, for the count sent today; the form keeps what the rep is typing.
  const reload = useCallback(async () => {
    try {
      setMailbox((await api.call('outreachMailboxGet')).mailbox);
    } catch {
      // The summary keeps what it showed; the next read tries again.
    }
  }, [api]);

  useEffect(() => {
    let live = true;
    api.call('outreachMailboxGet').then(
      ({ mailbox: saved }) => {
        if (!live) return;
        setMailbox(saved);
        setForm(formFromMailbox(saved));
      },
      (err: unknown) => live && setLoadError(formErrors(err, 'Could not load your mailbox settings.').message),
    );
    // The demo's mailbox page, where the demo mailbox's emails arrive (demo mode only).
    api.call('config').then(
      (config) => live && setDemoPage(config.demo_mode ? config.mailbox_url : null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  async function save() {
    if (saving) return;
    setSaving(true);
    setFields({});
    setError(null);
    try {
      const res = await api.call(
        'outreachMailboxPut',
        mailboxRequest(form, mailbox?.source === 'own' && mailbox.has_password),
      );
      setMailbox(res.mailbox);
      setForm(formFromMailbox(res.mailbox));
      toast('Mailbox saved: the test email went through', 'success');
    } catch (err) {
      const failed = formErrors(err, 'Could not save your mailbox. Try again.');
      setFields(failed.fields);
      // Said once: beside its field when the form has that field, else on the form's own line.
      setError(Object.keys(failed.fields).some((name) => name in form) ? null : failed.message);
    } finally {
      setSaving(false);
    }
  }

  const edit = (change: Partial<MailboxForm>) => setForm((f) => ({ ...f, ...change }));

  return { mailbox, form, edit, loadError, fields, error, saving, save, demoPage, reload };
}
