import {
  LIMITED_USAGE_KINDS,
  planLimit,
  UsageRecordedEventSchema,
  USAGE_KINDS,
  type LimitedUsageKind,
  type UsageLimits,
  type UsageRecordedEvent,
} from '@leadgen/contracts';

/** Usage is counted per user per calendar month (UTC). */
export function periodOf(at: Date): { start: string; reset: string } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start: start.toISOString().slice(0, 10), reset: next.toISOString().slice(0, 10) };
}

/** A usage event read from the stream, ready to be counted. */
export interface CountableUsage {
  id: string;
  kind: UsageRecordedEvent['kind'];
  user_id: string;
  amount: number;
  /** The month it counts in (YYYY-MM-01). */
  period_start: string;
  /** Its place in the usage stream. */
  seq: number;
}

export type ReadUsage = { usage: CountableUsage } | { problem: string };

/** A user's id is a UUID: an event naming anything else names no user. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const decoder = new TextDecoder();

/**
 * One message of the usage stream as an event to count, or what is wrong with it. It counts in
 * the month it was used (`at`), or the month it was published when it does not say.
 */
export function readUsage(data: Uint8Array, seq: number, publishedAt: Date): ReadUsage {
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(data));
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = UsageRecordedEventSchema.safeParse(json);
  if (!parsed.success)
    return { problem: parsed.error.issues.map((i) => `${i.path.join('.') || 'event'}: ${i.message}`).join('; ') };
  const event = parsed.data;
  if (!UUID.test(event.user_id)) return { problem: 'user_id: not a user id' };
  return {
    usage: {
      id: event.id,
      kind: event.kind,
      user_id: event.user_id.toLowerCase(),
      amount: event.amount,
      period_start: monthOf(event.at, publishedAt),
      seq,
    },
  };
}

/**
 * The month an event counts in: when it was used, or when it was published if that time is
 * unreadable or in the last month a date can hold (whose next month no date can name).
 */
function monthOf(at: string | undefined, publishedAt: Date): string {
  try {
    return periodOf(at ? new Date(at) : publishedAt).start;
  } catch {
    // No month can be named for it (RangeError): an unreadable time, or the last month a date holds.
    return periodOf(publishedAt).start;
  }
}

/** The batch without repeats of one event (same id and kind): the first delivery of each stays. */
export function distinctUsage(events: readonly CountableUsage[]): CountableUsage[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    const key = `${e.id}\n${e.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a batch adds to one user's count for one month, per kind. */
export type UsageTotals = { user_id: string; period_start: string } & Record<UsageRecordedEvent['kind'], number>;

/** The amounts of the events added up per user and month, one row each, every kind present. */
export function aggregateUsage(events: readonly CountableUsage[]): UsageTotals[] {
  const rows = new Map<string, UsageTotals>();
  for (const e of events) {
    const key = `${e.user_id}\n${e.period_start}`;
    let row = rows.get(key);
    if (!row) {
      row = { user_id: e.user_id, period_start: e.period_start, ...zeroes() };
      rows.set(key, row);
    }
    row[e.kind] += e.amount;
  }
  return [...rows.values()];
}

function zeroes(): Record<UsageRecordedEvent['kind'], number> {
  return Object.fromEntries(USAGE_KINDS.map((k) => [k, 0])) as Record<UsageRecordedEvent['kind'], number>;
}

/** The limits of the plan `tier` that these month's totals reach (at or over). */
export function reachedLimits(tier: string, totals: Record<LimitedUsageKind, number>): UsageLimits['reached'] {
  return LIMITED_USAGE_KINDS.flatMap((kind) => {
    const limit = planLimit(tier, kind);
    return totals[kind] >= limit ? [{ kind, limit }] : [];
  });
}
