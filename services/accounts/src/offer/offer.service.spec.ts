import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { Offer } from '@leadgen/contracts';
import { User } from '../db/entities.js';
import { openDatabase } from '../db/orm.js';
import { OfferService } from './offer.service.js';

const offer = (product: string): Offer => ({
  company_name: 'TableTech',
  product_name: product,
  category: 'pos',
  value_points: [{ text: 'Cuts card fees', proof: '2.49% per swipe' }],
  suits: 'full-service restaurants with a bar',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Dana Reyes',
  sender_title: 'Account executive',
  website_url: null,
});

let orm: MikroORM;
let service: OfferService;

beforeAll(async () => {
  orm = await openDatabase({ dataDir: 'memory://', log: () => {} });
  service = new OfferService(orm);
}, 60_000);
afterAll(() => orm?.close());

async function newRep(): Promise<string> {
  const id = randomUUID();
  const em = orm.em.fork();
  em.create(User, { id, email: `${id}@example.com`, passwordHash: 'x' });
  await em.flush();
  return id;
}

describe('what a rep sells', () => {
  it('is none at first, what the rep put (with when), replaced by the next put and cleared by null', async () => {
    const rep = await newRep();
    expect(await service.get(rep)).toEqual({ offer: null, source: null });
    const put = await service.put(rep, offer('TableTech POS'));
    expect(put.offer).toMatchObject(offer('TableTech POS'));
    expect(Number.isNaN(Date.parse(put.offer!.updated_at))).toBe(false);
    expect(await service.get(rep)).toEqual(put);
    await service.put(rep, offer('TableTech Online'));
    expect((await service.get(rep)).offer?.product_name).toBe('TableTech Online');
    expect(await service.put(rep, null)).toEqual({ offer: null, source: null });
    expect(await service.get(rep)).toEqual({ offer: null, source: null });
    // Clearing what is already clear is fine.
    expect(await service.put(rep, null)).toEqual({ offer: null, source: null });
  });

  it("is each rep's own", async () => {
    const a = await newRep();
    const b = await newRep();
    await service.put(a, offer('A POS'));
    expect(await service.get(b)).toEqual({ offer: null, source: null });
    await service.put(b, offer('B POS'));
    await service.put(a, null);
    expect((await service.get(b)).offer?.product_name).toBe('B POS');
  });

  it('goes with the account', async () => {
    const rep = await newRep();
    await service.put(rep, offer('Gone with the account'));
    await orm.em.fork().nativeDelete(User, { id: rep });
    expect(await service.get(rep)).toEqual({ offer: null, source: null });
  });
});
