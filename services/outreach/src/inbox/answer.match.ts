import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import { domainOf, isFreeMail } from './free-mail.js';

/** The email an answer belongs to, and how it was found. */
export interface MatchedEmail {
  id: string;
  userId: string;
  teamId: string;
  leadId: string;
  sequenceId: string;
  toAddress: string;
  restaurantName: string;
  /** The restaurant's time zone the email was sent in: an answer's times are said in it. */
  timeZone: string;
  by: 'thread' | 'address' | 'domain';
}

/** Whose sent emails an answer in this mailbox may belong to: one rep's, or (the demo mailbox) every rep on it. */
export type MatchScope = { userId: string } | { demo: true };

interface Row {
  id: string;
  user_id: string;
  team_id: string;
  lead_id: string;
  sequence_id: string;
  to_address: string;
  restaurant_name: string;
  time_zone: string;
}

const COLUMNS = 'id, user_id, team_id, lead_id, sequence_id, to_address, restaurant_name, time_zone';

/** The scope of a mailbox: its rep's own, or the demo one's (userId null). */
export const scopeOf = (userId: string | null): MatchScope => (userId ? { userId } : { demo: true });

export function scoped(scope: MatchScope): { sql: string; params: unknown[] } {
  return 'userId' in scope
    ? { sql: 'user_id = ?', params: [scope.userId] }
    : { sql: 'user_id not in (select user_id from outreach_mailboxes)', params: [] };
}

const view = (r: Row | undefined, by: MatchedEmail['by']): MatchedEmail | null =>
  r
    ? {
        id: r.id,
        userId: r.user_id,
        teamId: r.team_id,
        leadId: r.lead_id,
        sequenceId: r.sequence_id,
        toAddress: r.to_address,
        restaurantName: r.restaurant_name,
        timeZone: r.time_zone,
        by,
      }
    : null;

/**
 * Matches an answer to a lead in the order sequencers use: its In-Reply-To / References (or a
 * bounce's returned Message-ID) against the Message-IDs we sent; else the sender against the
 * addresses we emailed; else the sender's domain against the restaurants' own domains (their
 * websites') and the domains we emailed (never a free-mail domain). Null: it is not an answer to
 * us, and it is left alone.
 */
export async function matchAnswer(
  em: EntityManager,
  answer: { threadIds: string[]; address: string | null; receivedAt: Date },
  scope: MatchScope,
): Promise<MatchedEmail | null> {
  const where = scoped(scope);
  const ids = [...new Set(answer.threadIds.filter(Boolean))].slice(0, 50);
  if (ids.length) {
    const [row] = await sql<Row>(
      em,
      `select ${COLUMNS} from outreach_emails where message_id in (${ids.map(() => '?').join(', ')}) and status in ('sent', 'outcome_unknown', 'failed') and ${where.sql}
       order by step desc limit 1`,
      [...ids, ...where.params],
    );
    if (row) return view(row, 'thread');
  }
  if (!answer.address) return null;
  const address = answer.address.toLowerCase();
  const [byAddress] = await sql<Row>(
    em,
    `select ${COLUMNS} from outreach_emails where to_address = ? and sent_at <= ? and ${where.sql} order by sent_at desc limit 1`,
    [address, answer.receivedAt, ...where.params],
  );
  if (byAddress) return view(byAddress, 'address');
  const domain = domainOf(address);
  if (!domain || isFreeMail(domain)) return null;
  const [byDomain] = await sql<Row>(
    em,
    `select ${COLUMNS} from outreach_emails where (lead_domain = ? or to_address like ?) and sent_at <= ? and ${where.sql}
     order by sent_at desc limit 1`,
    [domain, `%@${domain.replace(/[%_\\]/g, '')}`, answer.receivedAt, ...where.params],
  );
  return view(byDomain, 'domain');
}
