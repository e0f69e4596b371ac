import type { MyLeadsFilter } from '@leadgen/contracts';
import { rows } from '../db/leads.database.js';
import { idsFilter, sqlFilter } from './my-leads.filter.js';
import { leadToSave, myLeadsWorldForSpec, newRep, WORLD_OPENS_MS, SPEC_NOW } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();
let rep: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  rep = newRep();
  const saved = await world.save.save(rep, [
    leadToSave('taco', { name: 'Taco 100% Loco', cuisine_type: 'mexican', phone: '(512) 555-0101' }),
    leadToSave('ramen', {
      name: 'Lola_Ramen',
      cuisine_type: 'japanese',
      address_parts: { street: null, city: 'DALLAS', state: 'TX', zip: null },
    }),
    leadToSave('pizza', { name: 'Pizza Plaza', cuisine_type: 'italian', fit_decision: 'marginal_fit' }),
  ]);
  for (const item of saved.items) ids[item.place_id] = item.id;
  const hour = 3600_000;
  await world.pipeline.update(rep, ids.taco!, {
    version: 1,
    follow_up_at: new Date(SPEC_NOW.getTime() - hour).toISOString(),
  });
  await world.pipeline.update(rep, ids.ramen!, {
    version: 1,
    status: 'attempted',
    follow_up_at: new Date(SPEC_NOW.getTime() + 3 * 24 * hour).toISOString(),
  });
}, WORLD_OPENS_MS);

/** The place ids of the rep's saved leads a filter picks. */
async function picked(filter: MyLeadsFilter, who = rep): Promise<string[]> {
  const where = sqlFilter(who, filter, SPEC_NOW);
  const found = await rows<{ place_id: string }>(
    await world.db.em(),
    `select s."place_id" from "saved_leads" s where ${where.sql} order by s."place_id"`,
    where.params,
  );
  return found.map((r) => r.place_id);
}

describe('the filters of My Leads', () => {
  it('pick all of the rep’s leads when empty, and none of another rep’s', async () => {
    expect(await picked({})).toEqual(['pizza', 'ramen', 'taco']);
    expect(await picked({ q: '', cuisine: '' })).toEqual(['pizza', 'ramen', 'taco']);
    expect(await picked({}, newRep())).toEqual([]);
  });

  it('match the search text anywhere in name, address or phone, % and _ taken literally', async () => {
    expect(await picked({ q: 'LOCO' })).toEqual(['taco']);
    expect(await picked({ q: '555-0101' })).toEqual(['taco']);
    expect(await picked({ q: '100%' })).toEqual(['taco']);
    expect(await picked({ q: 'a_r' })).toEqual(['ramen']);
    expect(await picked({ q: '%' })).toEqual(['taco']);
  });

  it('match the fit decision, and whether a contact is kept (a removed one does not count)', async () => {
    expect(await picked({ fit: 'marginal_fit' })).toEqual(['pizza']);
    expect(await picked({ fit: 'good_fit' })).toEqual(['ramen', 'taco']);
    const em = await world.db.em();
    const contact = (id: string, removed: boolean) =>
      rows(
        em,
        `insert into "lead_contacts" ("id", "lead_id", "user_id", "kind", "value", "value_key", "label", "source", "removed_at", "created_at", "updated_at")
         values (gen_random_uuid(), ?, ?, 'email', ?, ?, 'Owner', 'rep', ?, now(), now())`,
        [id, rep, `${id}@example.com`, `${id}@example.com`, removed ? new Date() : null],
      );
    await contact(ids.taco!, false);
    await contact(ids.pizza!, true);
    expect(await picked({ has_contact: 'yes' })).toEqual(['taco']);
    expect(await picked({ has_contact: 'no' })).toEqual(['pizza', 'ramen']);
  });

  it('match status, cuisine and city, the city whatever its case', async () => {
    expect(await picked({ status: 'attempted' })).toEqual(['ramen']);
    expect(await picked({ cuisine: 'italian' })).toEqual(['pizza']);
    expect(await picked({ city: ' dallas ' })).toEqual(['ramen']);
    expect(await picked({ city: 'Austin', cuisine: 'mexican' })).toEqual(['taco']);
  });

  it('pick follow-ups overdue, due within a day or a week, or none set', async () => {
    expect(await picked({ due: 'overdue' })).toEqual(['taco']);
    expect(await picked({ due: 'today' })).toEqual(['taco']);
    expect(await picked({ due: 'week' })).toEqual(['ramen', 'taco']);
    expect(await picked({ due: 'none' })).toEqual(['pizza']);
  });

  it('pick by list', async () => {
    const list = await world.lists.create(rep, 'Pizza');
    await world.save.save(rep, [leadToSave('pizza', { name: 'Pizza Plaza', cuisine_type: 'italian' })], list.id);
    expect(await picked({ list_id: list.id })).toEqual(['pizza']);
  });

  it('pick the ids ticked, only among the rep’s own', async () => {
    const where = idsFilter(rep, [ids.taco!, ids.pizza!]);
    const other = idsFilter(newRep(), [ids.taco!]);
    const em = await world.db.em();
    const sql = (w: typeof where) => `select s."place_id" from "saved_leads" s where ${w.sql} order by 1`;
    expect((await rows<{ place_id: string }>(em, sql(where), where.params)).map((r) => r.place_id)).toEqual([
      'pizza',
      'taco',
    ]);
    expect(await rows(em, sql(other), other.params)).toEqual([]);
  });
});
