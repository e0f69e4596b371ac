import type { Lead, WatchChangeKind } from '@leadgen/contracts';
import type { WatchedPlace } from '../db/entities.js';
import type { WatchSeen } from '../search/search.service.js';
import { reasons } from './watch.reasons.js';

/** A change a run found, before it is stored. */
export interface ChangeDraft {
  place_id: string;
  name: string;
  kind: WatchChangeKind;
  reason: string;
  /** The day it happened where the source dates it: the opening day, the domain's registration. */
  event_date: string | null;
  lead: Lead | null;
}

export type WatchState = Record<string, WatchedPlace>;

/** Reviews up this many and by half, or the rating moved this much: news to the rep, not a week's drift. */
const REVIEW_JUMP = 25;
const RATING_JUMP = 0.3;

/**
 * What changed since the watch's last run, and what it now knows of each place. The first run only
 * learns the territory (nothing is news); a place is never forgotten, so one missing from a run and
 * back in the next is not new again.
 */
export function compareWatch(
  prev: WatchState | null,
  seen: WatchSeen,
  now: Date,
  since: Date,
): { changes: ChangeDraft[]; state: WatchState } {
  const state: WatchState = { ...(prev ?? {}) };
  const changes: ChangeDraft[] = [];
  const at = now.toISOString();
  const leads = new Map<string, Lead>();
  for (const lead of [...seen.leads, ...seen.announced]) if (lead.place_id) leads.set(lead.place_id, lead);
  for (const [id, lead] of leads) {
    const announced = lead.is_opening_soon === true;
    const next: WatchedPlace = {
      s: announced ? 'announced' : 'operational',
      d: announced ? (lead.opened_date ?? null) : (state[id]?.d ?? null),
      w: lead.website ?? null,
      r: lead.google_rating ?? null,
      n: lead.review_count ?? null,
      f: state[id]?.f ?? at,
    };
    if (prev) changes.push(...changesOf(id, lead, prev[id], next, now, since));
    state[id] = next;
  }
  for (const lead of seen.closed) {
    const id = lead.place_id;
    if (!id) continue;
    const before = state[id];
    if (prev && before && before.s !== 'closed')
      changes.push({
        place_id: id,
        name: lead.name,
        kind: 'closed',
        reason: reasons.closed(now),
        event_date: null,
        lead: null,
      });
    state[id] = { ...(before ?? { d: null, w: null, r: null, n: null, f: at }), s: 'closed' };
  }
  return { changes, state };
}

function changesOf(
  id: string,
  lead: Lead,
  before: WatchedPlace | undefined,
  next: WatchedPlace,
  now: Date,
  since: Date,
): ChangeDraft[] {
  const base = { place_id: id, name: lead.name, lead };
  if (!before) {
    return next.s === 'announced'
      ? [{ ...base, kind: 'announced', reason: reasons.announced(next.d, now), event_date: next.d }]
      : [{ ...base, kind: 'new', reason: reasons.new(now, since), event_date: null }];
  }
  const out: ChangeDraft[] = [];
  if (before.s === 'announced' && next.s === 'operational') {
    next.d = before.d;
    out.push({ ...base, kind: 'opened', reason: reasons.opened(before.d, before.f, now), event_date: before.d });
  }
  if (!before.w && next.w)
    out.push({
      ...base,
      kind: 'website',
      reason: reasons.website(lead),
      event_date: lead.domain_registered_date ?? null,
    });
  const jump = jumpOf(before, next);
  if (jump.length) out.push({ ...base, kind: 'rating', reason: reasons.rating(jump), event_date: null });
  return out;
}

/** A rating or review count that moved enough to be news, in words; none otherwise. */
function jumpOf(before: WatchedPlace, next: WatchedPlace): string[] {
  const parts: string[] = [];
  if (before.n !== null && next.n !== null) {
    const up = next.n - before.n;
    if (up >= REVIEW_JUMP && up >= before.n / 2) parts.push(`Reviews up from ${before.n} to ${next.n}`);
  }
  if (before.r !== null && next.r !== null && Math.abs(next.r - before.r) >= RATING_JUMP - 1e-9)
    parts.push(`Rating ${next.r > before.r ? 'up' : 'down'} from ${before.r.toFixed(1)} to ${next.r.toFixed(1)}`);
  return parts;
}
