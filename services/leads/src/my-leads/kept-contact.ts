import type { SavedContact } from '@leadgen/contracts';

/** A contact kept on a saved lead (removed ones are never passed in), as the picks read it. */
export type KeptContact = Pick<
  SavedContact,
  'kind' | 'value' | 'display' | 'label' | 'email' | 'phone' | 'disposable' | 'source' | 'edited' | 'opted_out'
>;

/** An address as one address, whatever its case. */
export const addressKey = (address: string): string => address.trim().toLowerCase();

/** The part of an address before its '@', lower-cased. */
export const localOf = (address: string): string => address.slice(0, address.lastIndexOf('@')).toLowerCase();
