import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dayOfIso, isoDay } from './clock.days.js';

/** What the clock keeps in the simulator's data folder once it was moved. */
export interface ClockState {
  /** The day the world's timeline starts from (the simulator's first start with this folder). */
  startDay: number;
  advancedDays: number;
}

export const CLOCK_FILE = 'clock.json';

const ClockFileSchema = z.object({
  start_day: z.string(),
  advanced_days: z.number().int().min(0),
});

/** The kept state; null when the clock was never moved with this folder. A file it cannot read is refused by name. */
export function readClockFile(dataDir: string): ClockState | null {
  const file = path.join(dataDir, CLOCK_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let parsed: z.infer<typeof ClockFileSchema> | undefined;
  try {
    parsed = ClockFileSchema.parse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  const startDay = parsed ? dayOfIso(parsed.start_day) : null;
  if (!parsed || startDay === null)
    throw new Error(`the simulator's clock file ${file} cannot be read; delete it to start the clock from today`);
  return { startDay, advancedDays: parsed.advanced_days };
}

/** Keeps the state, written whole and then renamed, so a stop halfway never leaves half a file. */
export function writeClockFile(dataDir: string, state: ClockState): void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, CLOCK_FILE);
  const text = JSON.stringify({ start_day: isoDay(state.startDay), advanced_days: state.advancedDays }, null, 2);
  writeFileSync(`${file}.tmp`, `${text}\n`);
  renameSync(`${file}.tmp`, file);
}
