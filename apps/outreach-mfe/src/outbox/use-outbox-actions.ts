import type { ApiClient, OutreachEmail, RemoteProps } from '@leadgen/contracts';
import { useMutation } from '@tanstack/react-query';
import { formErrors } from '../shared/errors.logic.js';
import { routeId } from '../shared/outreach-api.js';
import { cancelledWords, releasedWords } from './outbox.logic.js';

/** Cancel (an email not sent yet, and its later follow-ups) and 'Send anyway' (a held follow-up); one at a time. */
export function useOutboxActions(api: ApiClient, toast: RemoteProps['toast'], reload: () => Promise<void>) {
  const cancelling = useMutation({
    mutationFn: (email: OutreachEmail) => api.call(routeId('outreachOutboxCancel'), undefined, { id: email.id }),
    onSuccess: ({ emails }, email) => toast(cancelledWords(email.id, emails), 'success'),
    onError: (err) => toast(formErrors(err, 'Could not cancel the email. Try again.').message, 'error'),
    onSettled: reload,
  });
  const releasing = useMutation({
    mutationFn: (email: OutreachEmail) => api.call(routeId('outreachOutboxRelease'), undefined, { id: email.id }),
    onSuccess: ({ emails }, email) => toast(releasedWords(email.id, emails), 'success'),
    onError: (err) => toast(formErrors(err, 'Could not send the follow-up. Try again.').message, 'error'),
    onSettled: reload,
  });
  const busy = cancelling.isPending || releasing.isPending;

  return {
    /** The email being cancelled, or sent anyway, while its call runs. */
    cancelling: cancelling.isPending ? (cancelling.variables?.id ?? null) : null,
    releasing: releasing.isPending ? (releasing.variables?.id ?? null) : null,
    cancel: (email: OutreachEmail) => (busy ? undefined : cancelling.mutate(email)),
    release: (email: OutreachEmail) => (busy ? undefined : releasing.mutate(email)),
  };
}
