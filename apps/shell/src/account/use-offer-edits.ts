import type { Dispatch, SetStateAction } from 'react';
import {
  addValuePoint,
  removeValuePoint,
  setValuePoint,
  type OfferFieldErrors,
  type OfferForm,
  type ValuePointForm,
} from './offer.logic.js';

type TextKey = Exclude<keyof OfferForm, 'value_points'>;

/** The What I sell form's edits: a text field, a value point's text or proof, a point added or removed. */
export function useOfferEdits(
  setForm: Dispatch<SetStateAction<OfferForm | null>>,
  setErrors: Dispatch<SetStateAction<OfferFieldErrors>>,
) {
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
  return { set, setPoint, addPoint, removePoint };
}
