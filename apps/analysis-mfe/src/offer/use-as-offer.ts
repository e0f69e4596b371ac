import { apiErrorText, type BusinessAnalysis, type RemoteProps } from '@leadgen/contracts';
import { useState } from 'react';
import { reportKey } from '../kept/kept-analyses.logic.js';
import { offerForResult, offerSavedMessage } from './use-as-offer.logic.js';

export const OFFER_SAVE_FAILED = 'Could not save what you sell. Please try again.';

type OfferState =
  | { status: 'idle' }
  | { status: 'saving'; key: string }
  | { status: 'saved'; key: string; message: string }
  | { status: 'failed'; key: string; message: string };

/**
 * 'Use as what I sell': the result made into the rep's offer and stored in the account
 * (PUT /api/account/offer). What it says belongs to the result it was done for: another result
 * shows the button again.
 */
export function useAsOffer({ api, user }: Pick<RemoteProps, 'api' | 'user'>, analysis: BusinessAnalysis | null) {
  const [state, setState] = useState<OfferState>({ status: 'idle' });
  const key = analysis ? reportKey(analysis) : '';
  const current: OfferState = state.status !== 'idle' && state.key === key ? state : { status: 'idle' };

  async function save(chosen: BusinessAnalysis) {
    const k = reportKey(chosen);
    setState({ status: 'saving', key: k });
    try {
      const res = await api.call('offerPut', { offer: offerForResult(chosen, user) });
      setState({ status: 'saved', key: k, message: offerSavedMessage(res.offer ?? offerForResult(chosen, user)) });
      return true;
    } catch (err) {
      setState({ status: 'failed', key: k, message: apiErrorText(err, OFFER_SAVE_FAILED) });
      return false;
    }
  }

  return { state: current, save };
}
