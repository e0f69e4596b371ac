import type { Watch, WatchFrequency } from '@leadgen/contracts';
import { formatShortDay } from '../shared/dates.logic.js';

/** What the watch control offers a saved search: '' is not watched. */
export type WatchChoice = '' | WatchFrequency;

export const WATCH_CHOICES: readonly { value: WatchChoice; label: string }[] = [
  { value: '', label: 'Not watched' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'daily', label: 'Daily' },
];

/** The control's choice for a search's watch (a frequency it does not offer reads as weekly). */
export function choiceOf(watch: Pick<Watch, 'frequency'> | null | undefined): WatchChoice {
  if (!watch) return '';
  return WATCH_CHOICES.some((c) => c.value === watch.frequency) ? watch.frequency : 'weekly';
}

/** What watchSet is sent for a choice: null stops watching. */
export function frequencyOf(choice: WatchChoice): WatchFrequency | null {
  return choice === '' ? null : choice;
}

/** 'Watched weekly · next run Dec 7', or 'Not watched'. */
export function watchText(watch: Pick<Watch, 'frequency' | 'next_run_at'> | null | undefined, timeZone?: string) {
  if (!watch) return 'Not watched';
  const next = formatShortDay(watch.next_run_at, timeZone);
  return next ? `Watched ${watch.frequency} · next run ${next}` : `Watched ${watch.frequency}`;
}

/** The saved search's name in the picker, with how often it is watched: 'Tacos in Austin (watched weekly)'. */
export function pickerLabel(search: { name: string; watch?: Pick<Watch, 'frequency'> | null }): string {
  return search.watch ? `${search.name} (watched ${search.watch.frequency})` : search.name;
}
