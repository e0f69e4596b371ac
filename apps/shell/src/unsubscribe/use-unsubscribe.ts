import { apiErrorText, UNSUBSCRIBE_NEUTRAL_MESSAGE } from '@leadgen/contracts';
import { useState } from 'react';
import { publicApi } from '../auth/public.client.js';
import { doneWords } from './unsubscribe.logic.js';

export type UnsubscribeState =
  { step: 'ask' } | { step: 'sending' } | { step: 'done'; message: string } | { step: 'failed'; error: string };

/**
 * One click unsubscribes: POST /api/unsubscribe/<token>, then the server's answer in words (the
 * sender by name when the server names one). An empty token never reaches a route (its path would
 * not match one): it gets the neutral words at once.
 */
export function useUnsubscribe(token: string) {
  const [state, setState] = useState<UnsubscribeState>({ step: 'ask' });

  async function unsubscribe() {
    if (state.step === 'sending') return;
    if (!token) return setState({ step: 'done', message: UNSUBSCRIBE_NEUTRAL_MESSAGE });
    setState({ step: 'sending' });
    try {
      const answer = await publicApi.call('unsubscribe', {}, { token });
      setState({ step: 'done', message: doneWords(answer) });
    } catch (err) {
      setState({
        step: 'failed',
        error: apiErrorText(err, 'We could not reach the server. Please try again in a moment.'),
      });
    }
  }

  return { state, unsubscribe };
}
