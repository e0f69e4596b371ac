import type { ApiClient, RemoteProps } from '@leadgen/contracts';
import { ENDPOINTS } from '@leadgen/contracts';
import { useMutation } from '@tanstack/react-query';
import { formErrors } from '../shared/errors.logic.js';

/** A shell built before What I sell hands over a client without its routes: the fix is then not offered. */
export const canSignAs = (endpoints: Record<string, unknown> = ENDPOINTS) =>
  !!endpoints?.['offerGet'] && !!endpoints?.['offerPut'];

const NO_OFFER = 'What I sell is not set: set it on the Analysis tab first.';

/**
 * 'Use <name> in What I sell': the offer as saved, with the mailbox's sender as its sender, so
 * the pitches and the emails name one person. The draft is then written again.
 */
export function useSignAs(api: ApiClient, toast: RemoteProps['toast'], redraft: () => void) {
  return useMutation({
    mutationFn: async (name: string) => {
      const { offer } = await api.call('offerGet');
      if (!offer) throw new Error(NO_OFFER);
      const { updated_at: _at, ...saved } = offer;
      return api.call('offerPut', { offer: { ...saved, sender_name: name } });
    },
    onSuccess: (_res, name) => {
      toast(`What I sell now names ${name}`, 'success');
      redraft();
    },
    onError: (err) =>
      toast(
        err instanceof Error && err.message === NO_OFFER
          ? NO_OFFER
          : formErrors(err, 'What I sell was not changed. Try again.').message,
        'error',
      ),
  });
}
