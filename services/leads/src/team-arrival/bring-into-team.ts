import type { EntityManager } from '@mikro-orm/core';
import { rows } from '../db/leads.database.js';

/** A rep who joined a team, with their name (to tell their lists from a teammate's of the same name). */
export interface Arrival {
  userId: string;
  teamId: string;
  name: string;
}

/**
 * A rep's work from before they joined (their team of one: their own id) becomes the team's: their
 * saved leads, lists and saved searches. Their default list joins as their default in the team
 * (merged into one made there already); a list or saved search named as one of the team's takes
 * the rep's name after it. Run again, it finds nothing left to bring.
 */
export async function bringIntoTeam(tx: EntityManager, rep: Arrival): Promise<number> {
  await bringDefaultList(tx, rep);
  await bringNamed(tx, rep, 'lead_lists', 60);
  await bringNamed(tx, rep, 'saved_searches', 80);
  const leads = await rows<{ id: string }>(
    tx,
    `update "saved_leads" set "team_id" = ? where "user_id" = ? and "team_id" = ? returning "id"`,
    [rep.teamId, rep.userId, rep.userId],
  );
  return leads.length;
}

async function bringDefaultList(tx: EntityManager, rep: Arrival): Promise<void> {
  const [before] = await rows<{ id: string }>(
    tx,
    `select "id" from "lead_lists" where "team_id" = ? and "user_id" = ? and "is_default" for update`,
    [rep.userId, rep.userId],
  );
  if (!before) return;
  const [there] = await rows<{ id: string }>(
    tx,
    `select "id" from "lead_lists" where "team_id" = ? and "user_id" = ? and "is_default"`,
    [rep.teamId, rep.userId],
  );
  if (!there) {
    await rows(tx, `update "lead_lists" set "team_id" = ? where "id" = ?`, [rep.teamId, before.id]);
    return;
  }
  await rows(tx, `update "saved_leads" set "list_id" = ? where "list_id" = ?`, [there.id, before.id]);
  await rows(tx, `delete from "lead_lists" where "id" = ?`, [before.id]);
}

/** Lists or saved searches of the rep's own team of one, into the team; a name the team uses gets the rep's after it. */
async function bringNamed(
  tx: EntityManager,
  rep: Arrival,
  table: 'lead_lists' | 'saved_searches',
  maxName: number,
): Promise<void> {
  // A rep's default list is brought on its own (above); the other lists and saved searches by name.
  const named = (alias: string) => (table === 'lead_lists' ? `and not ${alias}."is_default"` : '');
  const suffix = ` (${rep.name.split(/\s+/)[0] || 'joined'})`.slice(0, 30);
  await rows(
    tx,
    `update "${table}" t set "team_id" = ?,
       "name" = case when exists (
         select 1 from "${table}" o where o."team_id" = ? and o."name" = t."name" ${named('o')}
       ) then left(t."name", ?) || ? else t."name" end
     where t."team_id" = ? and t."user_id" = ? ${named('t')}`,
    [rep.teamId, rep.teamId, maxName - suffix.length, suffix, rep.userId, rep.userId],
  );
}
