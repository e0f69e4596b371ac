import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { BusinessAnalysis } from '@leadgen/contracts';
import { sampleBusinessAnalysis } from '@leadgen/contracts/testing';
import { User } from '../db/entities.js';
import { openDatabase } from '../db/orm.js';
import { KEPT_ANALYSES, KeptAnalysesService, keptAt } from './kept-analyses.service.js';

const analysis = (company: string): BusinessAnalysis => ({
  ...(sampleBusinessAnalysis as BusinessAnalysis),
  company_name: company,
  website_url: `https://${company.toLowerCase().replace(/\W+/g, '')}.example.com/`,
});

let orm: MikroORM;
let service: KeptAnalysesService;

beforeAll(async () => {
  orm = await openDatabase({ dataDir: 'memory://', log: () => {} });
  service = new KeptAnalysesService(orm);
}, 60_000);
afterAll(() => orm?.close());

async function newRep(): Promise<string> {
  const id = randomUUID();
  const em = orm.em.fork();
  em.create(User, { id, email: `${id}@example.com`, passwordHash: 'x' });
  await em.flush();
  return id;
}

describe('the moment an analysis is kept at', () => {
  it('is now, or just after the newest kept when that is not earlier', () => {
    const now = new Date('2026-11-26T04:00:00.000Z');
    expect(keptAt(now, null)).toEqual(now);
    expect(keptAt(now, new Date('2026-11-26T03:00:00.000Z'))).toEqual(now);
    expect(keptAt(now, now).getTime()).toBe(now.getTime() + 1);
    expect(keptAt(now, new Date(now.getTime() + 5)).getTime()).toBe(now.getTime() + 6);
  });
});

describe("a rep's kept business analyses", () => {
  it('lists them newest first and reopens each whole', async () => {
    const rep = await newRep();
    expect(await service.list(rep)).toEqual([]);
    const first = await service.keep(rep, analysis('First Co'));
    const second = await service.keep(rep, analysis('Second Co'));
    const list = await service.list(rep);
    expect(list.map((a) => [a.id, a.company_name])).toEqual([
      [second, 'Second Co'],
      [first, 'First Co'],
    ]);
    expect(list[0]!.website_url).toBe('https://secondco.example.com/');
    const kept = await service.get(rep, first);
    expect(kept).toMatchObject({ success: true, id: first, analysis_data: analysis('First Co') });
    expect(kept!.created_at).toBe(list[1]!.created_at);
  });

  it(`keeps the latest ${KEPT_ANALYSES} only`, async () => {
    const rep = await newRep();
    const ids: string[] = [];
    for (let i = 1; i <= KEPT_ANALYSES + 3; i++) ids.push(await service.keep(rep, analysis(`Co ${i}`)));
    const list = await service.list(rep);
    expect(list).toHaveLength(KEPT_ANALYSES);
    expect(list[0]!.company_name).toBe(`Co ${KEPT_ANALYSES + 3}`);
    expect(list.at(-1)!.company_name).toBe('Co 4');
    expect(await service.get(rep, ids[0]!)).toBeNull();
  });

  it("never shows one rep another rep's", async () => {
    const a = await newRep();
    const b = await newRep();
    const mine = await service.keep(a, analysis('A Co'));
    expect(await service.list(b)).toEqual([]);
    expect(await service.get(b, mine)).toBeNull();
    // A's trimming never touches B's.
    for (let i = 0; i < KEPT_ANALYSES + 1; i++) await service.keep(b, analysis(`B ${i}`));
    expect((await service.list(a)).map((x) => x.id)).toEqual([mine]);
  });

  it('go with the account', async () => {
    const rep = await newRep();
    const id = await service.keep(rep, analysis('Gone Co'));
    await orm.em.fork().nativeDelete(User, { id: rep });
    expect(await service.list(rep)).toEqual([]);
    expect(await service.get(rep, id)).toBeNull();
  });
});
