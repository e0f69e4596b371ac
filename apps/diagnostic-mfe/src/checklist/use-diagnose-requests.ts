import type { EventBus, ShellEvents } from '@leadgen/contracts';
import { useEffect, useEffectEvent } from 'react';

/**
 * 'Diagnose' on a lead row arrives as the shell's 'diagnose-site' event: the one sent before this
 * tab opened (replayed when it subscribes) and any later one. Each request runs once: taking it
 * sets the event back to null, so coming back to the tab does not run it again.
 */
export function useDiagnoseRequests(events: EventBus, analyzeSite: (url: string, placeId?: string) => void): void {
  const take = useEffectEvent((request: ShellEvents['diagnose-site'] | undefined) => {
    if (!request?.url) return;
    events.emit('diagnose-site', null);
    analyzeSite(request.url, request.place_id);
  });
  useEffect(() => events.on('diagnose-site', (request) => take(request)), [events]);
}
