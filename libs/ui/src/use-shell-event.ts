import type { EventBus, ShellEvents } from '@leadgen/contracts';
import { useEffect, useState } from 'react';

/** The latest value of a shell event, as state: the one sent before this view mounted, then every later one. */
export function useShellEvent<K extends keyof ShellEvents>(events: EventBus, event: K): ShellEvents[K] | null {
  const [value, setValue] = useState<ShellEvents[K] | null>(() => events.last(event) ?? null);
  useEffect(() => events.on(event, (next) => setValue(next ?? null)), [events, event]);
  return value;
}
