import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection, Subscription as NatsSubscription } from '@nats-io/transport-node';
import {
  ApiError,
  errorEnvelope,
  SessionCheckResponseSchema,
  SessionEndedEventSchema,
  SUBJECTS,
  type Caller,
  type SessionEndedEvent,
} from '@leadgen/contracts';
import { LRUCache } from 'lru-cache';
import { eventPayload } from '@leadgen/service-kit';
import type { Subscription } from 'rxjs';
import { NATS_CLIENT, RpcClient } from '../rpc.client.js';
import { UsageLimitsRegistry } from './usage-limits.registry.js';

/** How long a session accounts confirmed is taken on sight. Ends are heard at once; this bounds a missed one. */
export const CONFIRMED_TTL_MS = 30_000;
/** How long an ended session is remembered, so a check answered just before its end cannot bring it back. */
const ENDED_TTL_MS = 10 * 60_000;
const CHECK_TIMEOUT_MS = 3000;
const CHECK_CAPABILITY = 'Sign-in';

/**
 * Which sessions are alive, as the accounts service says. A session accounts confirmed in the last
 * CONFIRMED_TTL_MS passes without a question; any other is asked about (one question per session
 * however many requests wait on it). Every instance hears `events.session-ended` (a plain
 * subscription, not a queue group) and drops those sessions at once; when the NATS connection comes
 * back it forgets every confirmation, since an end may have been announced while it was away.
 * While the subscription is not in place nothing is kept: every request asks.
 */
@Injectable()
export class SessionRegistry implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger(SessionRegistry.name);
  /** session id -> user id */
  private readonly confirmed = new LRUCache<string, string>({ max: 50_000, ttl: CONFIRMED_TTL_MS });
  private readonly ended = new LRUCache<string, true>({ max: 50_000, ttl: ENDED_TTL_MS });
  private readonly goneUsers = new LRUCache<string, true>({ max: 10_000, ttl: ENDED_TTL_MS });
  private readonly asking = new Map<string, Promise<boolean>>();
  /** Bumped whenever confirmations are forgotten; a check begun before then is not kept. */
  private generation = 0;
  private sub: NatsSubscription | undefined;
  private subscribing: Promise<boolean> | undefined;
  private following: Subscription | undefined;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    private readonly limits: UsageLimitsRegistry,
  ) {}

  onModuleInit(): void {
    // While the connection is down no service can be reached anyway; once it is back, ends may
    // have been announced in the meantime, so every confirmation is forgotten.
    this.following = this.client.status.subscribe((status) => {
      if (status !== 'connected') return;
      this.forgetAll();
      void this.listen();
    });
    void this.listen();
  }

  onApplicationShutdown(): void {
    this.following?.unsubscribe();
    this.sub?.unsubscribe();
  }

  /** True at once for a session confirmed lately; undefined when accounts must be asked. */
  known(caller: Caller): boolean | undefined {
    const sid = caller.session_id;
    if (!sid || this.ended.has(sid) || this.goneUsers.has(caller.id)) return false;
    return this.confirmed.get(sid) === caller.id ? true : undefined;
  }

  /**
   * Whether the caller's session is alive. Throws the envelope's 503 when accounts cannot be
   * asked: an unconfirmed session never passes on a guess.
   */
  async alive(caller: Caller): Promise<boolean> {
    const known = this.known(caller);
    if (known !== undefined) return known;
    const sid = caller.session_id!;
    const key = `${sid}\n${caller.id}`;
    let pending = this.asking.get(key);
    if (!pending) {
      pending = this.ask(sid, caller.id).finally(() => this.asking.delete(key));
      this.asking.set(key, pending);
    }
    return pending;
  }

  private async ask(sid: string, userId: string): Promise<boolean> {
    // Only a confirmation made while ends can be heard may be kept.
    const listening = this.listening();
    if (!listening) void this.listen();
    const generation = this.generation;
    const limitsMark = this.limits.mark(userId);
    let active: boolean;
    try {
      const reply = await this.rpc.request<unknown>(
        SUBJECTS.accounts.sessionCheck,
        { request_id: '', caller: null, ip: '', body: { session_id: sid, user_id: userId } },
        CHECK_TIMEOUT_MS,
        CHECK_CAPABILITY,
      );
      const parsed = SessionCheckResponseSchema.safeParse(reply);
      if (!parsed.success) throw unavailable();
      active = parsed.data.active;
      // The answer also says which plan limits the user has reached this month.
      if (active) this.limits.checked(userId, parsed.data.limits, limitsMark);
    } catch (err) {
      if (err instanceof ApiError && err.status >= 500) throw unavailable();
      throw err;
    }
    // An end heard while the question was out wins over its answer.
    if (this.ended.has(sid) || this.goneUsers.has(userId)) return false;
    if (active && listening && generation === this.generation) this.confirmed.set(sid, userId);
    return active;
  }

  /** Drops the ended sessions at once. */
  drop(event: SessionEndedEvent): void {
    for (const sid of event.session_ids) {
      this.confirmed.delete(sid);
      this.ended.set(sid, true);
    }
    if (event.all) {
      this.goneUsers.set(event.user_id, true);
      for (const [sid, userId] of this.confirmed.entries()) if (userId === event.user_id) this.confirmed.delete(sid);
    }
  }

  private forgetAll(): void {
    this.generation++;
    this.confirmed.clear();
  }

  private listening(): boolean {
    return !!this.sub && !this.sub.isClosed();
  }

  /** Subscribes to session ends once connected; true while the subscription is in place. */
  private listen(): Promise<boolean> {
    if (this.listening()) return Promise.resolve(true);
    this.subscribing ??= (async () => {
      try {
        await this.client.connect();
        const nc = this.client.unwrap<NatsConnection>();
        if (nc.isClosed()) return false;
        this.sub = nc.subscribe(SUBJECTS.events.sessionEnded, {
          callback: (err, msg) => {
            if (!err) this.heard(msg.data);
          },
        });
        // Ends announced before the subscription was in place are unknown: start from nothing.
        this.forgetAll();
        return true;
      } catch {
        return false;
      } finally {
        this.subscribing = undefined;
      }
    })();
    return this.subscribing;
  }

  /** An event as Nest's NATS client publishes it: `{ pattern, data }`. */
  private heard(bytes: Uint8Array): void {
    const data = eventPayload(bytes);
    if (data === undefined) return;
    const event = SessionEndedEventSchema.safeParse(data);
    if (event.success) this.drop(event.data);
    else this.log.warn('ignored a malformed session-ended event');
  }
}

function unavailable(): ApiError {
  return new ApiError(
    503,
    errorEnvelope('SERVICE_UNAVAILABLE', `${CHECK_CAPABILITY} is temporarily unavailable. Please try again shortly.`),
  );
}
