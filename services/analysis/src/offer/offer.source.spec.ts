import { jest } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, type Offer } from '@leadgen/contracts';
import { NEVER, of, throwError } from 'rxjs';
import { OfferSource } from './offer.source.js';

const offer: Offer = {
  company_name: 'TableTech',
  product_name: 'TableTech POS',
  category: 'pos',
  value_points: [{ text: 'Cuts card fees', proof: '2.49% per swipe' }],
  suits: '',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Maria Lopez',
  sender_title: 'Account Executive',
};
const caller = { id: 'u1', email: 'rep@example.com', plan: 'free' } as never;

/** A NATS client answering offerOf the way given (accounts is outside this service). */
const clientAnswering = (answer: () => ReturnType<ClientProxy['send']>) => {
  const sent: { subject: string; body: unknown }[] = [];
  const client = {
    send: (subject: string, body: unknown) => {
      sent.push({ subject, body });
      return answer();
    },
  } as unknown as ClientProxy;
  return { client, sent };
};

describe("asking accounts for the rep's offer", () => {
  it('asks offerOf with the rep’s user id and returns the offer without its date', async () => {
    const { client, sent } = clientAnswering(() => of({ offer: { ...offer, updated_at: '2026-01-01T00:00:00Z' } }));
    await expect(new OfferSource(client).of({ caller })).resolves.toEqual(offer);
    expect(sent[0]).toMatchObject({ subject: SUBJECTS.accounts.offerOf, body: { body: { user_id: 'u1' } } });
  });

  it('writes without an offer when none is set, when the reply is malformed, when accounts fails, or for nobody signed in', async () => {
    await expect(new OfferSource(clientAnswering(() => of({ offer: null })).client).of({ caller })).resolves.toBeNull();
    await expect(
      new OfferSource(clientAnswering(() => of({ offer: { nope: 1 } })).client).of({ caller }),
    ).resolves.toBeNull();
    await expect(
      new OfferSource(clientAnswering(() => throwError(() => new Error('no responders'))).client).of({ caller }),
    ).resolves.toBeNull();
    await expect(new OfferSource(clientAnswering(() => of({ offer })).client).of({ caller: null })).resolves.toBeNull();
  });

  it('does not wait for an accounts service that never answers', async () => {
    jest.useFakeTimers();
    try {
      const asked = new OfferSource(clientAnswering(() => NEVER).client).of({ caller });
      jest.advanceTimersByTime(5000);
      await expect(asked).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the offer of a search's pitches", () => {
  it('is asked of accounts once per search, not once per lead', async () => {
    const { client, sent } = clientAnswering(() => of({ offer: { ...offer, updated_at: '2026-01-01T00:00:00Z' } }));
    const source = new OfferSource(client);
    const leads = Array.from({ length: 8 }, () => source.of({ caller, request_id: 'search-1' }));
    await expect(Promise.all(leads)).resolves.toEqual(Array(8).fill(offer));
    await source.of({ caller, request_id: 'search-2' });
    expect(sent.map((s) => s.subject)).toEqual([SUBJECTS.accounts.offerOf, SUBJECTS.accounts.offerOf]);
  });
});

describe('who signs the pitch', () => {
  it("keeps the offer's sender when it is a person's name", async () => {
    const { client } = clientAnswering(() => of({ offer: { ...offer, updated_at: '2026-01-01T00:00:00Z' } }));
    await expect(new OfferSource(client).of({ caller })).resolves.toMatchObject({ sender_name: 'Maria Lopez' });
  });

  it("leaves out a sender name made from the account's email, so the company signs", async () => {
    const e2e = { id: 'u2', email: 'e2e@example.com' } as never;
    const { client } = clientAnswering(() =>
      of({ offer: { ...offer, sender_name: 'E2e', sender_title: 'Rep', updated_at: '2026-01-01T00:00:00Z' } }),
    );
    await expect(new OfferSource(client).of({ caller: e2e })).resolves.toMatchObject({
      sender_name: '',
      sender_title: '',
      company_name: 'TableTech',
    });
  });
});
