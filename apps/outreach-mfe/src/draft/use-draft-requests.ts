import type { EventBus, ShellEvents } from '@leadgen/contracts';
import { useEffect, useEffectEvent } from 'react';

/** 'Email' on a saved lead (the shell's event), or 'Write back' on an answer in the Inbox (its `answer_id`). */
export type DraftRequest = NonNullable<ShellEvents['compose-email']> & { answer_id?: string };

/**
 * 'Email' on a saved lead arrives as the shell's 'compose-email' event: the one sent before this
 * tab opened (replayed when it subscribes) and any later one. Each request opens a draft
 * once: taking it sets the event back to null, so coming back to the tab does not open it again.
 */
export function useDraftRequests(events: EventBus, open: (request: DraftRequest) => void): void {
  const take = useEffectEvent((request: ShellEvents['compose-email'] | undefined) => {
    if (!request?.lead_id) return;
    events.emit('compose-email', null);
    open(request);
  });
  useEffect(() => events.on('compose-email', (request) => take(request)), [events]);
}
