import { ApiError, apiErrorText, type OfferResponse } from '@leadgen/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuth } from '../auth/auth.context.js';
import {
  offerFormFromProfile,
  formFromOffer,
  OFFER_MESSAGES,
  offerFieldErrors,
  offerFromForm,
  sentPointIndexes,
  type OfferFieldErrors,
  type OfferForm,
} from './offer.logic.js';
import type { ShowStatus } from './use-account-status.js';
import { useOfferEdits } from './use-offer-edits.js';
import { useOfferScope } from './use-offer-scope.js';

/**
 * What I sell: reads the rep's offer (or starts one from the profile's company and name), saves
 * it whole, clears it; the server's messages are kept by the field they are about. A save or a
 * clear is told to the open tabs (onChanged), so the next pitch speaks for the new offer without a reload.
 */
export function useOfferForm(onStatus: ShowStatus, onChanged: () => void = () => undefined) {
  const { api, profile } = useAuth();
  const [form, setForm] = useState<OfferForm | null>(null);
  /** The offer shown as the server answered it: whether there is one, and whose (the rep's own, or their team's). */
  const [answer, setAnswer] = useState<OfferResponse | null>(null);
  const source = answer?.source ?? null;
  const scope = useOfferScope(source === 'team');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<OfferFieldErrors>({});
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.call('offerGet').then(
      (res) => {
        if (!cancelled) shown(res);
      },
      (err: unknown) => {
        console.warn('What I sell unavailable', err);
        if (!cancelled) setLoadError(apiErrorText(err, OFFER_MESSAGES.loadFailed));
      },
    );
    return () => {
      cancelled = true;
    };
    // The profile only fills a new form's defaults; it is read once, with the offer.
  }, [api]);

  /** The offer an answer carries, in the form, with whose it is. */
  function shown(res: OfferResponse) {
    setAnswer(res);
    setForm(res.offer ? formFromOffer(res.offer) : offerFormFromProfile(profile));
  }

  const edits = useOfferEdits(setForm, setErrors);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form || busy) return;
    setBusy('save');
    setErrors({});
    try {
      const res = await api.call('offerPut', { offer: offerFromForm(form), for_team: scope.forTeam });
      shown(res);
      onChanged();
      onStatus('success', res.source === 'team' ? OFFER_MESSAGES.savedForTeam : OFFER_MESSAGES.saved);
    } catch (err) {
      const fields = err instanceof ApiError ? err.envelope.fields : undefined;
      const byField = offerFieldErrors(fields, sentPointIndexes(form));
      setErrors(byField);
      onStatus(
        'error',
        Object.keys(byField).length > 0 ? OFFER_MESSAGES.fixFields : apiErrorText(err, OFFER_MESSAGES.saveFailed),
      );
    } finally {
      setBusy(null);
    }
  }

  async function clear() {
    if (busy) return;
    setBusy('clear');
    setErrors({});
    try {
      // Cleared, the rep's own gives way to the team's offer when there is one.
      const res = await api.call('offerPut', { offer: null, for_team: scope.forTeam });
      shown(res);
      onChanged();
      onStatus('success', res.source === 'team' ? OFFER_MESSAGES.clearedToTeam : OFFER_MESSAGES.cleared);
    } catch (err) {
      onStatus('error', apiErrorText(err, OFFER_MESSAGES.clearFailed));
    } finally {
      setBusy(null);
    }
  }

  return { form, hasOffer: Boolean(answer?.offer), source, scope, loadError, errors, busy, ...edits, submit, clear };
}
