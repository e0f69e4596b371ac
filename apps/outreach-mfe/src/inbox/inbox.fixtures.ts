import type { InboxMessage } from '@leadgen/contracts';

/** An answer as the server sends it, for the inbox's specs. */
export function answer(change: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    lead_id: '00000000-0000-4000-8000-0000000000aa',
    email_id: null,
    restaurant_name: 'Taqueria Lupita',
    kind: 'reply',
    rule: 'A person wrote in the thread of your email',
    overridden: false,
    from: 'maria@lupita.example',
    from_name: 'Maria Lopez',
    subject: 'Re: Online ordering for Taqueria Lupita',
    text: 'Sounds good, call me Tuesday.',
    received_at: '2026-12-03T15:00:00Z',
    read: false,
    return_date: null,
    action: 'Follow-ups stopped',
    asks: { kind: 'time', words: 'Asks for a meeting Tuesday', name: null, address: null },
    meeting_cancelled: false,
    ...change,
  };
}
