import { ApiError, apiErrorText } from '@leadgen/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuth } from '../auth/auth.context.js';
import {
  addValuePoint,
  emptyOfferForm,
  formFromOffer,
  OFFER_MESSAGES,
  offerFieldErrors,
  offerFromForm,
  removeValuePoint,
  sentPointIndexes,
  setValuePoint,
  type OfferFieldErrors,
  type OfferForm,
  type ValuePointForm,
} from './offer.logic.js';
import type { ShowStatus } from './use-account-status.js';

type TextKey = Exclude<keyof OfferForm, 'value_points'>;

/**
 * What I sell: reads the rep's offer (or starts one from the profile's company and name), saves
 * it whole, clears it; the server's messages are kept by the field they are about. A save or a
 * clear is told to the open tabs (onChanged), so the next pitch speaks for the new offer without a reload.
 */
export function useOfferForm(onStatus: ShowStatus, onChanged: () => void = () => undefined) {
  const { api, profile } = useAuth();
  const [form, setForm] = useState<OfferForm | null>(null);
  const [hasOffer, setHasOffer] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<OfferFieldErrors>({});
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);

  const blank = () =>
    emptyOfferForm({
      company_name: profile?.company_name,
      website_url: profile?.company_website,
      sender_name: [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
    });

  useEffect(() => {
    let cancelled = false;
    api.call('offerGet').then(
      (res) => {
        if (cancelled) return;
        setHasOffer(res.offer !== null);
        setForm(res.offer ? formFromOffer(res.offer) : blank());
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

  const edit = (next: (f: OfferForm) => OfferForm) => setForm((f) => (f ? next(f) : f));
  const set = (key: TextKey) => (value: string) => edit((f) => ({ ...f, [key]: value }));
  const setPoint = (index: number, key: keyof ValuePointForm) => (value: string) =>
    edit((f) => setValuePoint(f, index, key, value));
  const addPoint = () => edit(addValuePoint);
  // A removed row's messages no longer match the rows below it.
  const removePoint = (index: number) => {
    edit((f) => removeValuePoint(f, index));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('value_points.'))));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form || busy) return;
    setBusy('save');
    setErrors({});
    try {
      const res = await api.call('offerPut', { offer: offerFromForm(form) });
      if (res.offer) setForm(formFromOffer(res.offer));
      setHasOffer(res.offer !== null);
      onChanged();
      onStatus('success', OFFER_MESSAGES.saved);
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
      await api.call('offerPut', { offer: null });
      setHasOffer(false);
      setForm(blank());
      onChanged();
      onStatus('success', OFFER_MESSAGES.cleared);
    } catch (err) {
      onStatus('error', apiErrorText(err, OFFER_MESSAGES.clearFailed));
    } finally {
      setBusy(null);
    }
  }

  return { form, hasOffer, loadError, errors, busy, set, setPoint, addPoint, removePoint, submit, clear };
}
