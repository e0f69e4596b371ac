import type { ApiClient, SavedLeadDetail } from '@leadgen/contracts';
import { useState } from 'react';
import { findRoute } from '../../contacts/find-route.js';
import { findsContactsFirst } from './email-lead.logic.js';

/**
 * 'Email' on a lead's panel: a lead whose site was never read has its contacts found first, as
 * 'Find contacts' finds them, so the draft opens addressed to someone. A read that fails still
 * opens the draft, where the rep types an address.
 */
export function useEmailLead(api: ApiClient, onEmail: ((detail: SavedLeadDetail) => void) | undefined) {
  const [finding, setFinding] = useState(false);

  async function email(detail: SavedLeadDetail) {
    if (findsContactsFirst(detail)) {
      setFinding(true);
      try {
        await api.call(findRoute('myLeadsContactsFind'), {}, { id: detail.id });
      } catch {
        // The draft opens without them; the composer asks for an address.
      } finally {
        setFinding(false);
      }
    }
    onEmail?.(detail);
  }

  return { finding, email };
}
