import { Controller, Inject } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { UNSUBSCRIBE_DONE_MESSAGE, UNSUBSCRIBE_NEUTRAL_MESSAGE } from '@leadgen/contracts';
import { SERVICE_LOGGER, Route, type RouteRequest } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../core/clock.js';
import { stopScheduled } from '../follow-ups/sequence.stop.js';
import { suppress } from '../suppressions/suppressions.store.js';
import { ownerOfToken } from './unsubscribe.store.js';
import { sql } from '../db/sql.js';
import { AnswersTeller } from '../inbox/answers.teller.js';
import { MailboxStore } from '../mailbox/mailbox.store.js';
import { isWellFormedToken } from './unsubscribe.token.js';

/**
 * The public unsubscribe link and its one-click POST (no sign-in): the address goes on the rep's
 * list and every email still scheduled to it stops. A token that is malformed or unknown gets the
 * neutral answer, which never says whether an address exists.
 */
@Controller()
export class UnsubscribeHandler {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly mailboxes: MailboxStore,
    private readonly teller: AnswersTeller,
  ) {}

  @Route('unsubscribe')
  async unsubscribe(req: RouteRequest<'unsubscribe'>) {
    const token = req.params?.token ?? '';
    if (!isWellFormedToken(token)) return { message: UNSUBSCRIBE_NEUTRAL_MESSAGE };
    const em = this.orm.em.fork();
    const owner = await ownerOfToken(em, token);
    if (!owner) return { message: UNSUBSCRIBE_NEUTRAL_MESSAGE };
    const [last] = await sql<{ lead_id: string; team_id: string; from_name: string | null }>(
      em,
      // The last email they got, sent to them or copying them.
      `select lead_id, team_id, from_name from outreach_emails where user_id = ? and (to_address = ? or cc_address = ?)
       order by created_at desc limit 1`,
      [owner.userId, owner.address, owner.address],
    );
    // The opt-out binds the team the email was sent for: every one of its reps stops.
    const who = { userId: owner.userId, teamId: last?.team_id ?? owner.userId };
    const stopped = await em.transactional(async (tx) => {
      await suppress(tx, who, owner.address, 'unsubscribed', this.clock.now(), { leadId: last?.lead_id });
      return stopScheduled(tx, who, { address: owner.address }, 'unsubscribed');
    });
    this.logger.info({ user_id: owner.userId, stopped }, 'a recipient unsubscribed');
    // The lead and its contact show it at once; the worker tells again what leads missed.
    await this.teller.tellSuppressions(owner.userId);
    return { message: UNSUBSCRIBE_DONE_MESSAGE, sender: await this.senderOf(em, owner.userId, last?.from_name) };
  }

  /** Who the recipient unsubscribed from, in the words of the emails they got: the rep's name and address. */
  private async senderOf(em: EntityManager, userId: string, sentAs: string | null | undefined): Promise<string | null> {
    const access = await this.mailboxes.access(em, userId);
    return access ? `${sentAs || access.fromName} <${access.fromAddress}>` : null;
  }
}
