import type { WatchFrequency } from '@leadgen/contracts';

export const WATCH_FAILED = 'The watch could not be changed. Please try again.';

/** The toast once the server kept the change: 'Watching Tacos in Austin weekly' or 'Stopped watching Tacos in Austin'. */
export function watchSavedMessage(name: string, frequency: WatchFrequency | null | undefined): string {
  return frequency
    ? `Watching ${name} ${frequency}: its new places show in My Leads, New this week`
    : `Stopped watching ${name}`;
}
