import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { JsMsg } from '@nats-io/jetstream';
import { SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { databaseAnswers } from '../db/orm.js';
import { readUsage, transactionRuns, type CountableUsage } from './usage.batch.js';
import { UsageService, type UserLimits } from './usage.service.js';

/**
 * Events counted in one transaction at most. Far more than a moment's usage; it bounds one
 * statement's parameters (three per event, PostgreSQL takes 65,535) when a backlog comes at once.
 */
export const EVENTS_PER_TRANSACTION = 5_000;
/** A message whose events the database could not take comes back after this. */
const DATABASE_RETRY_MS = 1_000;
/**
 * While a backlog takes several transactions, the messages still waiting for theirs are claimed
 * again this often, well within the consumer's ack_wait, so the stream does not hand them to
 * another instance meanwhile.
 */
const STILL_COUNTING_MS = 2_000;

/** What counting needs of a delivered message of the usage stream. */
export type UsageMessage = Pick<JsMsg, 'data' | 'seq' | 'time' | 'ack' | 'nak' | 'term' | 'working'>;

/** A message being counted, and what became of its events. */
interface Counting {
  msg: UsageMessage;
  usage: CountableUsage[];
  /** A transaction holding some of its events did not commit for want of a database. */
  later: boolean;
  /** Its events the database refused (each logged and dropped). */
  refused: number;
}

/** One event, with the message it came in. */
interface Held {
  from: Counting;
  usage: CountableUsage;
}

/**
 * Counts delivered messages of the usage stream: all their events in one transaction (a backlog
 * larger than EVENTS_PER_TRANSACTION in several, never splitting a message), then acknowledges
 * each message. A message is acknowledged only after every transaction holding its events
 * commits, so accounts stopping mid-way loses nothing: the message comes again, and the events
 * already counted are known by their noted ids and not counted twice.
 */
@Injectable()
export class UsageCounter {
  constructor(
    private readonly usage: UsageService,
    private readonly orm: MikroORM,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** Counts the messages and settles each with the stream; resolves to the users now at a plan limit. */
  async count(messages: readonly UsageMessage[]): Promise<UserLimits[]> {
    const limits = new Map<string, UserLimits>();
    const runs = transactionRuns(this.readAll(messages), EVENTS_PER_TRANSACTION);
    let claimedAt = Date.now();
    for (const [i, run] of runs.entries()) {
      if (Date.now() - claimedAt >= STILL_COUNTING_MS) {
        for (const waiting of runs.slice(i).flat()) waiting.msg.working();
        claimedAt = Date.now();
      }
      await this.countIsolating(
        run.flatMap((from) => from.usage.map((usage) => ({ from, usage }))),
        limits,
      );
      for (const counting of run) this.settle(counting);
    }
    return [...limits.values()];
  }

  /**
   * The messages that carry events to count. A malformed one is logged and terminated, never
   * blocking the ones behind it; one whose events all name no user is acknowledged at once.
   */
  private readAll(messages: readonly UsageMessage[]): Counting[] {
    const reading: Counting[] = [];
    for (const msg of messages) {
      const read = readUsage(msg.data, msg.seq, msg.time);
      if ('problem' in read) {
        this.logger.warn({ seq: msg.seq, problem: read.problem }, 'malformed usage message dropped');
        // No reason attached: servers before 2.10 do not take one, and would deliver it again.
        msg.term();
        continue;
      }
      if (read.noUser > 0) this.logger.warn({ seq: msg.seq, events: read.noUser }, 'usage events naming no user dropped');
      if (read.usage.length === 0) msg.ack();
      else reading.push({ msg, usage: read.usage, later: false, refused: 0 });
    }
    return reading;
  }

  /**
   * Counts the events in one transaction. When the database does not answer, their messages
   * come back a moment later. When it answers but refuses them, they are split until the event it
   * refuses stands alone; that one is logged and dropped.
   */
  private async countIsolating(held: Held[], limits: Map<string, UserLimits>): Promise<void> {
    if (held.length === 0) return;
    try {
      const counted = await this.usage.count(held.map((h) => h.usage));
      if (counted.repeated > 0) this.logger.info({ repeated: counted.repeated }, 'usage events counted before came again; not counted twice');
      for (const reached of counted.limits) limits.set(reached.user_id, reached);
    } catch (err) {
      if (!(await databaseAnswers(this.orm))) {
        this.logger.warn({ err, events: held.length }, 'database not answering; usage batch will come again');
        for (const h of held) h.from.later = true;
        return;
      }
      if (held.length === 1) {
        const [only] = held as [Held];
        this.logger.error({ err, seq: only.from.msg.seq, event: only.usage }, 'usage event refused by the database; dropped');
        only.from.refused++;
        return;
      }
      const half = Math.ceil(held.length / 2);
      await this.countIsolating(held.slice(0, half), limits);
      await this.countIsolating(held.slice(half), limits);
    }
  }

  /**
   * Tells the stream what became of a message: to come again when part of it was not stored,
   * terminated when the database refused every event of it, else done.
   */
  private settle(counting: Counting): void {
    if (counting.later) counting.msg.nak(DATABASE_RETRY_MS);
    else if (counting.refused === counting.usage.length) counting.msg.term();
    else counting.msg.ack();
  }
}
