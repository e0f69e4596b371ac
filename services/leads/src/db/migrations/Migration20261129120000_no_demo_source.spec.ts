import type { MikroORM } from '@mikro-orm/core';
import { openDatabase } from '../orm.js';

const BEFORE = 'Migration20261127000000_outreach_answers';
const LIST = '00000000-0000-4000-8000-000000000001';

describe("leads saved when 'demo' was a source", () => {
  let orm: MikroORM;
  const sql = (q: string) => orm.em.fork().getConnection().execute(q);

  beforeAll(async () => {
    orm = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => orm.close());

  it('keep no source after the migration, in the row and in the lead it holds; other sources stay', async () => {
    await orm.migrator.down({ to: BEFORE });
    await sql(`insert into "lead_lists" ("id", "user_id", "name", "is_default", "created_at")
      values ('${LIST}', 'u1', 'My Leads', true, now())`);
    const row = (id: string, source: string) =>
      `('${id}', 'u1', 'p-${source}', '${source}', '${LIST}', 'Casa', '{"name": "Casa", "data_source": "${source}"}',
        'casa', 80, 'new', 1, '{}', 0, now(), now(), now())`;
    await sql(`insert into "saved_leads" ("id", "user_id", "place_id", "data_source", "list_id", "name", "lead",
      "search_text", "fit_score", "status", "version", "quiet_week", "note_count", "created_at", "updated_at",
      "status_changed_at") values ${row('00000000-0000-4000-8000-0000000000a1', 'demo')},
      ${row('00000000-0000-4000-8000-0000000000a2', 'google')}`);

    await orm.migrator.up();

    const rows = await sql(`select "place_id", "data_source", "lead" from "saved_leads" order by "place_id"`);
    expect(rows).toEqual([
      { place_id: 'p-demo', data_source: null, lead: { name: 'Casa' } },
      { place_id: 'p-google', data_source: 'google', lead: { name: 'Casa', data_source: 'google' } },
    ]);
    // The later migrations of the same run: each lead is its rep's team's (a rep alone: their own id).
    expect(await sql(`select distinct "team_id" from "saved_leads"`)).toEqual([{ team_id: 'u1' }]);
  });
});
