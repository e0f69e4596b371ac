import type { Caller, OutreachLeadFacts, Pitch } from '@leadgen/contracts';
import { samplePitch } from '@leadgen/contracts/testing';
import { pitchForDraft, type PitchWriter } from './draft.pitch.js';

const caller: Caller = { id: 'u1', email: 'ana@tabletech.example' };
const lead = { name: 'Casa Verde', place_id: 'p1' } as NonNullable<OutreachLeadFacts['lead']>;
const kept = (offer_product: string | null): NonNullable<OutreachLeadFacts['pitch']> => ({
  id: '00000000-0000-4000-8000-000000000001',
  email_opener: 'Hi Rosa, I loved the patio.',
  value_proposition: 'More covers.',
  offer_product,
});
const fresh: Pitch = { ...samplePitch, email_opener: 'A fresh opener', offer_product: 'TableTech POS' };

/** A writer that counts what it was asked, answering `answer`. */
function writer(answer: Pitch | null): PitchWriter & { asked: number } {
  return {
    asked: 0,
    async write() {
      this.asked++;
      return answer;
    },
  };
}
const sells = { product: 'TableTech POS' };

describe('the pitch a draft is written from', () => {
  it('is the kept pitch when it names the product, or when What I sell names none', async () => {
    const w = writer(fresh);
    const named = await pitchForDraft({ pitch: kept('TableTech POS'), lead: null }, caller, sells, w);
    expect(named).toMatchObject({ pitch_id: kept('x').id, written: false });
    const noOffer = await pitchForDraft({ pitch: kept(null), lead }, caller, null, w);
    expect(noOffer).toMatchObject({ pitch: { email_opener: 'Hi Rosa, I loved the patio.' }, written: false });
    expect(w.asked).toBe(0);
  });

  it('is written for the draft when none is kept, or the kept one predates What I sell', async () => {
    for (const pitch of [null, kept(null)]) {
      const w = writer(fresh);
      expect(await pitchForDraft({ pitch, lead }, caller, sells, w)).toMatchObject({
        pitch: { email_opener: 'A fresh opener', offer_product: 'TableTech POS' },
        pitch_id: null,
        written: true,
      });
      expect(w.asked).toBe(1);
    }
  });

  it('keeps what it has when the pitch cannot be written, or the plan has no pitches left', async () => {
    const failed = await pitchForDraft({ pitch: kept(null), lead }, caller, sells, writer(null));
    expect(failed).toMatchObject({ pitch_id: kept('x').id, written: false, limit_reached: false });
    const atLimit = { ...caller, limits_reached: ['pitches_generated' as const] };
    const w = writer(fresh);
    expect(await pitchForDraft({ pitch: null, lead }, atLimit, sells, w)).toMatchObject({
      pitch: null,
      written: false,
      limit_reached: true,
    });
    // A kept pitch is still there to write from: no limit to tell of.
    expect(await pitchForDraft({ pitch: kept(null), lead }, atLimit, sells, w)).toMatchObject({
      pitch_id: kept('x').id,
      limit_reached: false,
    });
    expect(w.asked).toBe(0);
  });

  it('writes none without the listing (a leads service from before it sent one)', async () => {
    const w = writer(fresh);
    expect(await pitchForDraft({ pitch: null, lead: undefined }, caller, sells, w)).toMatchObject({
      pitch: null,
      written: false,
    });
    expect(w.asked).toBe(0);
  });
});
