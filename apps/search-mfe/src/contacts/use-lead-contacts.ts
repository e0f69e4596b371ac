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
import { findRoute } from './find-route.js';
import {
  CONTACT_ADD_FAILED,
  CONTACT_DELETE_FAILED,
  CONTACT_UPDATE_FAILED,
  FIND_CONTACTS_FAILED,
} from './contacts.messages.js';

/** How an add or a correction went: null when kept, else the messages by field ('' for the form as a whole). */
export type ContactErrors = Record<string, string> | null;

/**
 * A saved lead's contacts on its panel: as the lead was read, then as each change answers. 'Find
 * contacts' on its site adds only; what the rep added or corrected stays. `onChanged` reloads the panel (its history).
 */
export function useLeadContacts(
  api: ApiClient,
  id: string,
  initial: SavedLeadContacts,
  toast: RemoteProps['toast'],
  onChanged: () => void,
) {
  const [data, setData] = useState<SavedLeadContacts>(initial);
  const [finding, setFinding] = useState(false);
  const [findError, setFindError] = useState<string | null>(null);
  useEffect(() => setData(initial), [initial]);

  async function find() {
    setFinding(true);
    setFindError(null);
    try {
      setData(await api.call(findRoute('myLeadsContactsFind'), {}, { id }));
      onChanged();
    } catch (err) {
      setFindError(apiErrorText(err, FIND_CONTACTS_FAILED));
    } finally {
      setFinding(false);
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

  return { data, finding, findError, find, add, update, remove };
}

export type LeadContacts = ReturnType<typeof useLeadContacts>;
