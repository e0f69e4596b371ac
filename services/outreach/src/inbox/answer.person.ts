import type { InboxRow } from '../db/entities.js';

/**
 * Who answered: the sender, as their mail names them; for a booking page's mail (from the page, not
 * from the person who booked) the address it was matched by, with no name to go by.
 */
export const answererOf = (
  row: Pick<InboxRow, 'fromAddress' | 'fromName' | 'address'>,
): { name: string | null; address: string } =>
  row.fromAddress === row.address
    ? { name: row.fromName ?? null, address: row.fromAddress }
    : { name: null, address: row.address };
