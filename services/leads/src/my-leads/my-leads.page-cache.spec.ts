import type { MyLeadsListQuery } from '@leadgen/contracts';
import { CompressedJson, decompressJson, EncodedJson, jsonBytes } from '@leadgen/service-kit';
import { leadToSave, newRep, myLeadsWorldForSpec } from './testing/my-leads.fixture.js';

const world = myLeadsWorldForSpec();
const QUERY: MyLeadsListQuery = { page: 1, page_size: 25, sort: 'name' };

async function names(rep: string, encoding: 'zstd' | null = null): Promise<string[]> {
  const reply = await world.pageCache.reply(rep, QUERY, encoding);
  const json =
    reply instanceof CompressedJson
      ? decompressJson(reply.bytes, reply.encoding)
      : jsonBytes((reply as EncodedJson).parts);
  return (JSON.parse(Buffer.from(json).toString('utf8')) as { items: { lead: { name: string } }[] }).items.map(
    (i) => i.lead.name,
  );
}

describe('a kept page of saved leads', () => {
  it('is answered again until something of the rep changes, whoever changed it', async () => {
    const rep = newRep();
    const { items } = await world.save.save(rep, [
      leadToSave('p1', { name: 'Alpha' }),
      leadToSave('p2', { name: 'Bravo' }),
    ]);
    expect(await names(rep)).toEqual(['Alpha', 'Bravo']);
    // A write the page cache never hears of (another instance, another feature): the database's counter moves.
    const em = await world.db.em();
    await em.getConnection().execute(`update "saved_leads" set "name" = 'Aaron' where "id" = ?`, [items[0]!.id]);
    await world.pipeline.update(rep, items[1]!.id, { status: 'attempted', version: 1 });
    const page = JSON.parse(
      Buffer.from(jsonBytes(((await world.pageCache.reply(rep, QUERY, null)) as EncodedJson).parts)).toString('utf8'),
    ) as { items: { status: string }[] };
    expect(page.items.map((i) => i.status)).toEqual(['new', 'attempted']);
    await world.remove.remove(rep, items[0]!.id);
    expect(await names(rep)).toEqual(['Bravo']);
  });

  it('answers a burst of requests alike, and the first request after a change with the change', async () => {
    const rep = newRep();
    const { items } = await world.save.save(rep, [leadToSave('p1', { name: 'Alpha' })]);
    const burst = await Promise.all(Array.from({ length: 12 }, () => names(rep)));
    expect(burst.every((n) => n[0] === 'Alpha')).toBe(true);
    const during = Promise.all(Array.from({ length: 6 }, () => names(rep)));
    await world.pipeline.update(rep, items[0]!.id, { status: 'attempted', version: 1 });
    await during;
    const page = JSON.parse(
      Buffer.from(jsonBytes(((await world.pageCache.reply(rep, QUERY, null)) as EncodedJson).parts)).toString('utf8'),
    ) as { items: { status: string }[] };
    expect(page.items.map((i) => i.status)).toEqual(['attempted']);
  });

  it("is built again when a contact is kept, for a page filtered by 'has a contact'", async () => {
    const rep = newRep();
    const { items } = await world.save.save(rep, [leadToSave('p1', { name: 'Alpha' })]);
    const withContact = { ...QUERY, has_contact: 'yes' as const };
    const count = async () =>
      (
        JSON.parse(
          Buffer.from(jsonBytes(((await world.pageCache.reply(rep, withContact, null)) as EncodedJson).parts)).toString(
            'utf8',
          ),
        ) as { total: number }
      ).total;
    expect(await count()).toBe(0);
    await (await world.db.em()).getConnection().execute(
      `insert into "lead_contacts" ("id", "lead_id", "user_id", "kind", "value", "value_key", "label", "source", "created_at", "updated_at")
       values (gen_random_uuid(), ?, ?, 'email', 'a@example.com', 'a@example.com', 'Owner', 'rep', now(), now())`,
      [items[0]!.id, rep],
    );
    expect(await count()).toBe(1);
  });

  it('is compressed for a caller that takes an encoding, once it is large enough to gain', async () => {
    const rep = newRep();
    await world.save.save(
      rep,
      Array.from({ length: 20 }, (_, i) => leadToSave(`p${i}`, { name: `Lead ${String(i).padStart(2, '0')}` })),
    );
    const reply = await world.pageCache.reply(rep, QUERY, 'zstd');
    expect(reply).toBeInstanceOf(CompressedJson);
    expect((await names(rep, 'zstd'))[0]).toBe('Lead 00');
  });
});
