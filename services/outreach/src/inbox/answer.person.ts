import type { InboxRow } from '../db/entities.js';
import { calendarOf } from './answer.calendar.js';

/**
 * Who answered: the sender, as their mail names them; for a booking page's mail (from the page, not
 * from the person who booked) the address it was matched by, named as the booking names them.
 */
export const answererOf = (
  row: Pick<InboxRow, 'fromAddress' | 'fromName' | 'address' | 'calendar'>,
): { name: string | null; address: string } =>
  row.fromAddress === row.address
    ? { name: row.fromName ?? null, address: row.fromAddress }
    : { name: calendarOf(row.calendar)?.name ?? null, address: row.address };
