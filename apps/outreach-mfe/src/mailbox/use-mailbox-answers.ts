import type { ApiClient, Mailbox, RemoteProps } from '@leadgen/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formErrors } from '../shared/errors.logic.js';
import { MAILBOX_KEY } from '../shared/query-keys.js';
import { formFromMailbox, mailboxRequest } from './mailbox.logic.js';

interface Hooks {
  mailbox: Mailbox | null | undefined;
  /** Clears the form's last error before a stop. */
  clear: () => void;
  /** Puts the mailbox the server answered after a stop in the cache and the IMAP group (the rest of the form is kept). */
  stopped: (mailbox: Mailbox | null) => void;
  /** Shows a failed save on the form. */
  failed: (err: unknown) => void;
}

/**
 * 'Stop reading answers' (the saved mailbox, as it is, with `imap: null`: what the rep is typing
 * is not saved with it) and 'Resume sending' after the bounce breaker held new first emails back.
 */
export function useMailboxAnswers(
  api: ApiClient,
  toast: RemoteProps['toast'],
  { mailbox, clear, stopped, failed }: Hooks,
) {
  const client = useQueryClient();
  const stopping = useMutation({
    mutationFn: (current: Mailbox) =>
      api.call('outreachMailboxPut', mailboxRequest(formFromMailbox(current), current.has_password, null)),
    onSuccess: (res) => {
      stopped(res.mailbox);
      toast('Answers are no longer read from this mailbox', 'success');
    },
    onError: failed,
  });
  const resuming = useMutation({
    mutationFn: () => api.call('outreachMailboxResume'),
    onSuccess: (res) => {
      client.setQueryData(MAILBOX_KEY, res.mailbox);
      toast('Sending resumed: new emails go out again', 'success');
    },
    onError: (err) => toast(formErrors(err, 'Could not resume sending. Try again.').message, 'error'),
  });

  return {
    stopping: stopping.isPending,
    stopReading: () => {
      if (mailbox?.source !== 'own' || stopping.isPending) return;
      clear();
      stopping.mutate(mailbox);
    },
    resuming: resuming.isPending,
    resume: () => {
      if (!resuming.isPending) resuming.mutate();
    },
  };
}
