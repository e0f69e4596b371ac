/**
 * How long an answer is kept for the rest of its request: a search sends all its pitches at once, so
 * they arrive within it. Short, as a client may send its own request id twice (an edited offer shows
 * on the next pitch after at most this long, even then).
 */
export const REQUEST_KEEP_MS = 10_000;
/** At most this many requests remembered at once; the oldest go first. */
const MAX_KEPT = 500;

/**
 * One ask per request: the messages of one request (a search's pitches, one per lead, all under the
 * search's request id) share the first one's answer, kept for REQUEST_KEEP_MS. Without a request id every
 * call asks afresh.
 */
export class OncePerRequest<T> {
  private readonly kept = new Map<string, { at: number; answer: Promise<T> }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string, shared: boolean, ask: () => Promise<T>): Promise<T> {
    if (!shared) return ask();
    const t = this.now();
    for (const [k, v] of this.kept) if (t - v.at > REQUEST_KEEP_MS) this.kept.delete(k);
    const seen = this.kept.get(key);
    if (seen) return seen.answer;
    const answer = ask();
    this.kept.set(key, { at: t, answer });
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return answer;
  }
}
