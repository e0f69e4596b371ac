import { apiErrorText, type BusinessAnalysis, type Offer, type RemoteProps } from '@leadgen/contracts';
import { useState } from 'react';
import { reportKey } from '../kept/kept-analyses.logic.js';
import { offerForResult, offerSavedMessage, replacesOffer, storedAsOffer } from './use-as-offer.logic.js';

export const OFFER_SAVE_FAILED = 'Could not save what you sell. Please try again.';

export type OfferState =
  | { status: 'idle' }
  | { status: 'saving'; key: string }
  /** A saved offer of another product would be replaced: the rep is asked first. */
  | { status: 'confirm'; key: string; current: Offer }
  /** `previous` is the offer it replaced, which 'Bring back' stores again. */
  | { status: 'saved'; key: string; message: string; previous: Offer | null }
  | { status: 'failed'; key: string; message: string };

/**
 * 'Use as what I sell': the result made into the rep's offer and stored in the account
 * (PUT /api/account/offer). An offer the rep saved for another product is never replaced silently:
 * the rep confirms, and can bring it back afterwards. What it says belongs to the result it was
 * done for: another result shows the button again.
 */
export function useAsOffer({ api, user }: Pick<RemoteProps, 'api' | 'user'>, analysis: BusinessAnalysis | null) {
  const [state, setState] = useState<OfferState>({ status: 'idle' });
  const key = analysis ? reportKey(analysis) : '';
  const current: OfferState = state.status !== 'idle' && state.key === key ? state : { status: 'idle' };

  async function store(k: string, offer: Offer, previous: Offer | null): Promise<boolean> {
    setState({ status: 'saving', key: k });
    try {
      const res = await api.call('offerPut', { offer });
      setState({ status: 'saved', key: k, message: offerSavedMessage(res.offer ?? offer), previous });
      return true;
    } catch (err) {
      setState({ status: 'failed', key: k, message: apiErrorText(err, OFFER_SAVE_FAILED) });
      return false;
    }
  }

  /** Stores the result as the offer; false (nothing stored yet) when a saved offer must be confirmed away first. */
  async function save(chosen: BusinessAnalysis, confirmed = false): Promise<boolean> {
    const k = reportKey(chosen);
    const offer = offerForResult(chosen, user);
    setState({ status: 'saving', key: k });
    let saved: Offer | null = null;
    try {
      saved = storedAsOffer((await api.call('offerGet')).offer);
    } catch (err) {
      setState({ status: 'failed', key: k, message: apiErrorText(err, OFFER_SAVE_FAILED) });
      return false;
    }
    if (!confirmed && saved && replacesOffer(saved, offer)) {
      setState({ status: 'confirm', key: k, current: saved });
      return false;
    }
    return store(k, offer, saved && replacesOffer(saved, offer) ? saved : null);
  }

  /** Stores the replaced offer again. */
  async function bringBack(): Promise<boolean> {
    if (current.status !== 'saved' || !current.previous) return false;
    return store(current.key, current.previous, null);
  }

  const cancel = () => setState({ status: 'idle' });

  return { state: current, save, bringBack, cancel };
}
