import type { ApiClient, Mailbox, RemoteProps } from '@leadgen/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';
import { MAILBOX_KEY } from '../shared/query-keys.js';
import { imapFieldErrors, imapRequest } from './imap.logic.js';
import { formLine, mailboxRequest } from './mailbox.logic.js';
import { useDemoPage } from './use-demo-page.js';
import { useMailboxAnswers } from './use-mailbox-answers.js';
import { useMailboxForms } from './use-mailbox-forms.js';

/**
 * The rep's mailbox: what is saved (or the demo mailbox), the form with its 'Answers (IMAP)' group,
 * and its save, which the server checks with a test send (and an IMAP sign-in) first. Field errors
 * come from a 400; a refused test send or sign-in (502) is one line.
 */
export function useMailbox(api: ApiClient, toast: RemoteProps['toast']) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: MAILBOX_KEY,
    queryFn: async () => (await api.call('outreachMailboxGet')).mailbox,
    staleTime: 0,
  });
  const mailbox: Mailbox | null | undefined = query.data;
  const forms = useMailboxForms(mailbox);
  const { form, imap } = forms;
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const demoPage = useDemoPage(api);

  const failed = (err: unknown) => {
    const { fields: named, message } = formErrors(err, 'Could not save your mailbox. Try again.');
    setFields(named);
    setError(formLine(named, message, imap.on));
  };
  const saving = useMutation({
    mutationFn: () =>
      api.call(
        'outreachMailboxPut',
        mailboxRequest(form, mailbox?.source === 'own' && mailbox.has_password, imapRequest(imap, mailbox)),
      ),
    onSuccess: (res) => {
      client.setQueryData(MAILBOX_KEY, res.mailbox);
      forms.reset(res.mailbox);
      const reading = res.mailbox?.imap ? ', and answers are read' : '';
      toast(`Mailbox saved: the test email went through${reading}`, 'success');
    },
    onError: failed,
  });
  const stopped = (next: Mailbox | null) => {
    client.setQueryData(MAILBOX_KEY, next);
    forms.resetImap(next);
  };
  const clear = () => {
    setFields({});
    setError(null);
  };
  const answers = useMailboxAnswers(api, toast, { mailbox, clear, stopped, failed });

  function save() {
    if (saving.isPending || answers.stopping) return;
    clear();
    saving.mutate();
  }

  return {
    mailbox,
    ...forms,
    imapFields: imapFieldErrors(fields),
    loadError:
      query.error && mailbox === undefined
        ? formErrors(query.error, 'Could not load your mailbox settings.').message
        : null,
    fields,
    error,
    saving: saving.isPending,
    save,
    demoPage,
    reload: () => client.invalidateQueries({ queryKey: MAILBOX_KEY }),
    ...answers,
  };
}
