import {
  apiErrorText,
  type ApiClient,
  type ContactCreateRequest,
  type ContactUpdateRequest,
  type RemoteProps,
  type SavedLeadContacts,
} from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { fieldErrors } from './contacts.logic.js';
import {
  CONTACT_ADD_FAILED,
  CONTACT_DELETE_FAILED,
  CONTACT_UPDATE_FAILED,
  FIND_CONTACTS_FAILED,
} from './contacts.messages.js';

/** How an add or a correction went: null when kept, else the messages by field ('' for the form as a whole). */
export type ContactErrors = Record<string, string> | null;

/**
 * A saved lead's contacts on its panel: as the lead was read, then as each change answers. A read
 * of the site adds only; what the rep added or corrected stays. `onChanged` reloads the panel (its history).
 */
export function useLeadContacts(
  api: ApiClient,
  id: string,
  initial: SavedLeadContacts,
  toast: RemoteProps['toast'],
  onChanged: () => void,
) {
  const [data, setData] = useState<SavedLeadContacts>(initial);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  useEffect(() => setData(initial), [initial]);

  async function read() {
    setReading(true);
    setReadError(null);
    try {
      setData(await api.call('myLeadsContactsRead', {}, { id }));
      onChanged();
    } catch (err) {
      setReadError(apiErrorText(err, FIND_CONTACTS_FAILED));
    } finally {
      setReading(false);
    }
  }

  async function change(step: () => Promise<SavedLeadContacts>, failed: string): Promise<ContactErrors> {
    try {
      setData(await step());
      onChanged();
      return null;
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) return fields;
      return { '': apiErrorText(err, failed) };
    }
  }

  const add = (req: ContactCreateRequest) =>
    change(() => api.call('myLeadsContactAdd', req, { id }), CONTACT_ADD_FAILED);
  const update = (contactId: string, req: ContactUpdateRequest) =>
    change(() => api.call('myLeadsContactUpdate', req, { id, contact_id: contactId }), CONTACT_UPDATE_FAILED);

  async function remove(contactId: string): Promise<boolean> {
    const errors = await change(
      () => api.call('myLeadsContactDelete', undefined, { id, contact_id: contactId }),
      CONTACT_DELETE_FAILED,
    );
    if (errors) toast(Object.values(errors)[0] ?? CONTACT_DELETE_FAILED, 'error');
    return !errors;
  }

  return { data, reading, readError, read, add, update, remove };
}

export type LeadContacts = ReturnType<typeof useLeadContacts>;
