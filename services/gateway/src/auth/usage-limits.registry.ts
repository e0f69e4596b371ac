import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection, Subscription as NatsSubscription } from '@nats-io/transport-node';
import { SUBJECTS, UsageLimitsReachedEventSchema, type LimitedUsageKind, type UsageLimits } from '@leadgen/contracts';
import { eventPayload } from '@leadgen/service-kit';
import type { Subscription } from 'rxjs';
import { NATS_CLIENT } from '../rpc.client.js';

/** A limit the caller has reached: the plan's number and the day the month's count starts over. */
export interface ReachedLimit {
  limit: number;
  reset_date: string;
  /** The plan's name for the refusal's words, when accounts said it. */
  plan?: string;
}

interface UserLimits {
  reached: Map<LimitedUsageKind, number>;
  reset_date: string;
  plan?: string;
}

/** Users kept at most; each entry is a few dozen bytes. */
const MAX_USERS = 200_000;

/**
 * Which users have reached which plan limit this month, as accounts says: after each batch of usage
 * it counts, accounts announces the users of the batch at or over a limit (`events.usage-limits-
 * reached`, heard by every instance), and each session check's answer carries the caller's reached
 * limits, so an instance started after the announcement learns them within a session check. An
 * entry lapses on its reset date; a later session check's answer replaces it (a plan upgraded).
 */
@Injectable()
export class UsageLimitsRegistry implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger(UsageLimitsRegistry.name);
  private readonly users = new Map<string, UserLimits>();
  /** Bumped for a user each time an announcement about them is heard. */
  private readonly heard = new Map<string, number>();
  private announcements = 0;
  private sub: NatsSubscription | undefined;
  private following: Subscription | undefined;

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  onModuleInit(): void {
    this.following = this.client.status.subscribe((status) => {
      if (status === 'connected') void this.listen();
    });
    void this.listen();
  }

  onApplicationShutdown(): void {
    this.following?.unsubscribe();
    this.sub?.unsubscribe();
  }

  /** The caller's reached limit for `kind`, unless its month is over. */
  reached(
    userId: string,
    kind: LimitedUsageKind,
    today = new Date().toISOString().slice(0, 10),
  ): ReachedLimit | undefined {
    const entry = this.users.get(userId);
    if (!entry) return undefined;
    if (entry.reset_date <= today) {
      this.users.delete(userId);
      return undefined;
    }
    const limit = entry.reached.get(kind);
    return limit === undefined ? undefined : { limit, reset_date: entry.reset_date, plan: entry.plan };
  }

  /** A mark to pass to `checked`: announcements heard about the user so far. */
  mark(userId: string): number {
    return this.heard.get(userId) ?? 0;
  }

  /**
   * A session check's answer about the user's limits; an announcement heard while the check was
   * out (after `mark`) is newer and wins.
   */
  checked(userId: string, limits: UsageLimits | undefined, mark: number): void {
    if (this.mark(userId) !== mark) return;
    this.set(userId, limits);
  }

  /** An announcement: these users are at these limits. */
  announced(users: (UsageLimits & { user_id: string })[]): void {
    for (const user of users) {
      this.heard.set(user.user_id, ++this.announcements);
      this.set(user.user_id, user);
    }
    // The marks only need to tell "heard since"; they are dropped once there are many.
    if (this.heard.size > MAX_USERS) this.heard.clear();
  }

  private set(userId: string, limits: UsageLimits | undefined): void {
    if (!limits || limits.reached.length === 0) {
      this.users.delete(userId);
      return;
    }
    if (!this.users.has(userId) && this.users.size >= MAX_USERS) this.users.delete(this.users.keys().next().value!);
    this.users.set(userId, {
      reached: new Map(limits.reached.map((r) => [r.kind, r.limit])),
      reset_date: limits.reset_date,
      plan: limits.plan,
    });
  }

  /** Subscribes (every instance, no queue group) to the announcements once connected. */
  private async listen(): Promise<void> {
    if (this.sub && !this.sub.isClosed()) return;
    try {
      await this.client.connect();
      const nc = this.client.unwrap<NatsConnection>();
      if (nc.isClosed() || (this.sub && !this.sub.isClosed())) return;
      this.sub = nc.subscribe(SUBJECTS.events.usageLimitsReached, {
        callback: (err, msg) => {
          if (!err) this.hear(msg.data);
        },
      });
    } catch {
      // Not connected yet: the status subscription tries again once it is.
    }
  }

  /** An announcement as Nest's NATS client publishes it: `{ pattern, data }`. */
  private hear(bytes: Uint8Array): void {
    const data = eventPayload(bytes);
    if (data === undefined) return;
    const event = UsageLimitsReachedEventSchema.safeParse(data);
    if (event.success) this.announced(event.data.users);
    else this.log.warn('ignored a malformed usage-limits-reached event');
  }
}
