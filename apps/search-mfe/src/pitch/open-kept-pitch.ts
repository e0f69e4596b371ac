import { apiErrorText, type Lead, type Pitch, type RemoteProps } from '@leadgen/contracts';
import { keptPitch } from './kept-pitch.logic.js';
import { KEPT_PITCH_FAILED, KEPT_PITCH_GONE } from './pitch.messages.js';

/** The search whose rows the pitches land on: which run is current, and how a row's lead takes its pitch. */
export interface PitchedSearch {
  currentRun: () => number;
  setLeadPitch: (key: string, pitch: Pitch) => void;
}

interface KeptPitchContext extends Pick<RemoteProps, 'api' | 'toast'> {
  search: PitchedSearch;
  /** The row's button shows it is working meanwhile. */
  busy: { add: (key: string) => void; remove: (key: string) => void };
  show: (key: string) => void;
}

/**
 * 'View Pitch' on a saved lead whose pitch was kept: the kept pitch is read from My Leads, put on
 * the row and opened. Nothing is written and no pitch is counted; a later search drops the answer.
 */
export async function openKeptPitch(ctx: KeptPitchContext, lead: Lead, key: string): Promise<void> {
  const id = lead.saved?.id;
  if (!id) return;
  const run = ctx.search.currentRun();
  ctx.busy.add(key);
  try {
    const detail = await ctx.api.call('myLeadsGet', undefined, { id });
    if (run !== ctx.search.currentRun()) return;
    const pitch = keptPitch(detail.pitches);
    if (!pitch) throw new Error(KEPT_PITCH_GONE);
    ctx.search.setLeadPitch(key, pitch);
    ctx.show(key);
  } catch (err) {
    console.error('Opening the kept pitch failed', err);
    ctx.toast(apiErrorText(err, KEPT_PITCH_FAILED), 'error');
  } finally {
    ctx.busy.remove(key);
  }
}
