import {
  createInbox,
  headers as natsHeaders,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/transport-node';
import { HELD_BY_HEADER, HOLD_NOTICE_AT_ONCE, HOLD_NOTICE_HEADER } from '@leadgen/service-kit';
import { HolderWatch, type HeldRequests } from './rpc.holders.js';

/**
 * Why a request got no reply: nothing serves its subject, its time limit passed, the connection
 * dropped under it, or the instance holding it is gone.
 */
export type NoReply = 'no-responders' | 'timeout' | 'connection-lost' | 'instance-gone';

/** A presence check waits this long: an instance too busy to answer in time is still there. */
const PRESENCE_CHECK_MS = 1000;
/**
 * How long a call that is not retried (a write, a pitch) still waits for its reply once the
 * connection dropped: NATS renews the inbox subscription when the client reconnects (to a
 * surviving node of a cluster, or the server back), so a reply the service sends after that still
 * arrives, and the write it reports is not answered 503 when it was done.
 */
export const RECONNECT_GRACE_MS = 5000;
const EMPTY = new Uint8Array(0);

/** A request that ended without a reply; carries no stack, it becomes an envelope at once. */
export class NoReplyError {
  constructor(readonly reason: NoReply) {}
}

/**
 * A request larger than the message bus carries (NATS's max_payload, 1 MB by default, counts the
 * request's wrapping and headers too): it was never sent, and sending it again cannot help.
 */
export class TooLargeToSendError {
  constructor(
    readonly bytes: number,
    readonly maxBytes: number,
  ) {}
}

interface Waiting {
  resolve(msg: Msg): void;
  reject(err: NoReplyError | TooLargeToSendError | Error): void;
  timer: NodeJS.Timeout;
  /** The presence subject of the instance holding the request, once it sent a hold notice. */
  holder?: string;
  /** Waits out a dropped connection (RECONNECT_GRACE_MS) instead of failing at once: no retry follows it. */
  keep: boolean;
  /** Set once the connection dropped under a kept request: it fails when this runs out first. */
  grace?: NodeJS.Timeout;
}

/**
 * Request/reply over one subscription to the connection's own inbox: each request's reply
 * subject is that inbox plus a sequence number, and the reply finds its caller in a map. The
 * client library's own request() does the same and also builds a request object, a deferred, a
 * timer and an Error per call, which doubled the gateway's CPU per relayed request and added
 * ~0.05 ms to each. NATS answers an empty 503 status message when nothing serves the subject.
 * A slow request's instance names itself in a hold notice, and a request whose instance died fails
 * once the holder watch finds it gone.
 */
export class ReplyMux implements HeldRequests {
  private readonly inbox: string;
  private readonly waiting = new Map<string, Waiting>();
  private sequence = 0;
  private readonly watch: HolderWatch;

  constructor(
    private readonly nc: NatsConnection,
    private readonly graceMs = RECONNECT_GRACE_MS,
  ) {
    this.inbox = createInbox();
    nc.subscribe(`${this.inbox}.*`, { callback: (_err, msg) => this.settle(msg) });
    this.watch = new HolderWatch(this);
  }

  /**
   * The subject's reply, or a NoReplyError when nothing serves it or `timeoutMs` passes first.
   * `keep`: the caller will not retry it, so it waits out a dropped connection (connectionDropped).
   */
  request(
    subject: string,
    data: string | Uint8Array,
    timeoutMs: number,
    headers?: MsgHdrs,
    keep = false,
  ): Promise<Msg> {
    const replyTo = `${this.inbox}.${++this.sequence}`;
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.forget(replyTo);
        reject(new NoReplyError('timeout'));
      }, timeoutMs);
      this.waiting.set(replyTo, { resolve, reject, timer, keep });
      const asked = headers ?? natsHeaders();
      // A call that is not sent again learns its instance at once (HOLD_NOTICE_AT_ONCE).
      asked.set(HOLD_NOTICE_HEADER, keep ? HOLD_NOTICE_AT_ONCE : '1');
      try {
        this.nc.publish(subject, data, { reply: replyTo, headers: asked });
      } catch (err) {
        // A closed or draining connection refuses the publish, and so does the client for a message
        // over the server's max_payload: the caller hears it at once.
        this.forget(replyTo);
        reject(this.tooLarge(err, data) ?? (err as Error));
      }
    });
  }

  /**
   * A failed publish's cause when the message is over the server's max_payload: the client refuses
   * it before sending (counting the headers too, which its message names when only they tip it over).
   */
  private tooLarge(err: unknown, data: string | Uint8Array): TooLargeToSendError | null {
    const max = this.nc.info?.max_payload ?? 0;
    const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    const refusedForSize =
      (max > 0 && bytes > max) || String((err as Error | undefined)?.message).includes('max_payload');
    return refusedForSize ? new TooLargeToSendError(bytes, max) : null;
  }

  /**
   * The connection dropped: a request its caller retries fails now, to be sent again once the
   * connection is back; one that is not retried (kept) waits RECONNECT_GRACE_MS more for its reply.
   */
  connectionDropped(): void {
    this.drop((waiting) => !waiting.keep, 'connection-lost');
    for (const [replyTo, waiting] of this.waiting)
      waiting.grace ??= setTimeout(() => {
        this.forget(replyTo);
        waiting.reject(new NoReplyError('connection-lost'));
      }, this.graceMs);
  }

  holders(): string[] {
    const holders = new Set<string>();
    for (const waiting of this.waiting.values()) if (waiting.holder) holders.add(waiting.holder);
    return [...holders];
  }

  isThere(holder: string): Promise<boolean> {
    return this.request(holder, EMPTY, PRESENCE_CHECK_MS).then(
      () => true,
      (err: unknown) => !(err instanceof NoReplyError && err.reason === 'no-responders'),
    );
  }

  dropHeldBy(holder: string): void {
    this.drop((waiting) => waiting.holder === holder, 'instance-gone');
  }

  /** Fails the waiting requests `which` picks, each with `reason`. */
  private drop(which: (waiting: Waiting) => boolean, reason: NoReply): void {
    for (const [replyTo, waiting] of this.waiting)
      if (which(waiting)) {
        this.forget(replyTo);
        waiting.reject(new NoReplyError(reason));
      }
  }

  /** Stops waiting for a reply to `replyTo`: its timers cleared, it leaves the map. */
  private forget(replyTo: string): void {
    const waiting = this.waiting.get(replyTo);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    clearTimeout(waiting.grace);
    this.waiting.delete(replyTo);
  }

  /** The connection is closed for good: no instance needs watching. */
  close(): void {
    this.watch.stop();
  }

  /** Requests still waiting for a reply (none once every caller has its answer or its time-out). */
  get pending(): number {
    return this.waiting.size;
  }

  private settle(msg: Msg): void {
    const waiting = this.waiting.get(msg.subject);
    if (!waiting) return; // a reply after its time-out, or a second reply: the caller has moved on
    const holder = msg.headers?.get(HELD_BY_HEADER);
    if (holder) {
      waiting.holder = holder; // a hold notice: the answer is still to come
      return;
    }
    this.forget(msg.subject);
    if (msg.data.length === 0 && msg.headers?.code === 503) waiting.reject(new NoReplyError('no-responders'));
    else waiting.resolve(msg);
  }
}
