import type { Pitch } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { startFakeOpenAI, type FakeOpenAI } from '@leadgen/llm/testing';
import { posOffer, taqueriaSite, writerPitch } from './pitch-model.fixtures.js';
import { siteFacts, type ModelPitchInput } from './pitch-model.input.js';
import { writeWithModel } from './pitch-model.write.js';

const input: ModelPitchInput = {
  restaurant: { name: 'Casa Verde Taqueria', cuisine: 'Mexican' },
  website: { url: taqueriaSite.url, pages_read: taqueriaSite.pagesRead },
  offer: posOffer,
  seller: null,
  facts: siteFacts(taqueriaSite),
  contacts: [{ name: 'Ana Ruiz', role: 'Owner', source: 'https://casaverde.example.com/about' }],
};

/** A reply as a model gives it: the pitch's fields, with evidence naming the sources it was given. */
const reply = (over: Partial<Pitch> = {}) => ({
  confidence_score: 0.8,
  key_insights: ['Takes orders through Toast', 'Caters for 20 to 200 guests'],
  pain_points: ['Reservations were not seen on the website'],
  opportunity_highlights: ['Catering orders alongside the Toast setup'],
  email_opener:
    'Hi Ana, as the owner of Casa Verde Taqueria you already take orders through Toast and cater for groups on East 6th.',
  call_opener: 'Hi Ana, this is Maria Lopez from TableTech, calling about your catering.',
  value_proposition: 'TableTech POS turns tables faster with handhelds at the table, with 18% faster table turns.',
  suggested_approach: 'Open with the catering page and ask how Toast handles those orders.',
  evidence: [
    { claim: 'Takes orders through Toast', source: 'https://casaverde.example.com/' },
    { claim: 'Won a best taco award', source: 'https://awards.example.com/' },
  ],
  ...over,
});

describe('a pitch written by the model, checked, with the standard writer behind it', () => {
  let fake: FakeOpenAI;
  const model = (timeoutMs = 2000) =>
    new StructuredGenerator({
      baseURL: fake.baseURL,
      apiKey: 'test',
      model: 'fake-model',
      timeoutMs,
      maxRetries: 0,
      concurrency: 1,
      cacheSize: 0,
    });
  const standard = () => writerPitch;

  beforeEach(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.close());

  it('carries the offer, the facts with their evidence and the contacts, and asks for nothing beyond them', async () => {
    fake.replies.push({ content: reply() });
    const out = await writeWithModel(model(), input, taqueriaSite, standard);
    const [system, user] = fake.requests[0]!.messages;
    expect(system!.content).toMatch(/Use only the facts given, each with its source, and the contacts given/);
    expect(system!.content).toMatch(/never that the restaurant lacks it/);
    const sent = JSON.parse(user!.content) as ModelPitchInput;
    expect(sent.offer).toEqual(posOffer);
    expect(sent.contacts).toEqual([{ name: 'Ana Ruiz', role: 'Owner', source: 'https://casaverde.example.com/about' }]);
    expect(sent.facts).toEqual(
      expect.arrayContaining([
        { claim: 'The website shows online ordering: "Order Online"', source: 'https://casaverde.example.com/' },
        { claim: 'The website shows catering: "Catering"', source: 'https://casaverde.example.com/catering' },
        { claim: 'Takes orders through Toast', source: 'https://casaverde.example.com/' },
      ]),
    );
    expect(sent.facts.find((f) => f.claim.startsWith('Not seen'))!.claim).toContain('reservations');

    expect(out.generated_by).toBe('model');
    expect(out.note).toBeNull();
    expect(out.pitch.offer_product).toBe('TableTech POS');
    // Evidence from a source it was not given is left out.
    expect(out.pitch.evidence).toEqual([
      { claim: 'Takes orders through Toast', source: 'https://casaverde.example.com/' },
    ]);
  });

  it('stands in with the standard writer when the reply is malformed, and says so', async () => {
    fake.replies.push({ content: '{"email_opener": "Hi there"' }, { content: { email_opener: 'Hi' } });
    const out = await writeWithModel(model(), input, taqueriaSite, standard);
    expect(out.generated_by).toBe('deterministic');
    expect(out.pitch).toEqual(writerPitch);
    expect(out.note).toMatch(
      /^The language model's pitch could not be used \(.+\)\. This pitch is from the standard writer\.$/,
    );
  });

  it('leaves out what the site contradicts (no online ordering, while a Toast ordering link was read), and says so', async () => {
    fake.replies.push({
      content: reply({
        pain_points: ['No online ordering on the website', 'Reservations were not seen on the website'],
        email_opener:
          'Hi Ana, I saw your catering on East 6th. You do not take orders online yet. TableTech POS could change that.',
      }),
    });
    const out = await writeWithModel(model(), input, taqueriaSite, standard);
    expect(out.generated_by).toBe('model');
    expect(out.pitch.pain_points).toEqual(['Reservations were not seen on the website']);
    expect(out.pitch.email_opener).toBe('Hi Ana, I saw your catering on East 6th. TableTech POS could change that.');
    expect(out.note).toMatch(/^Written by the language model; left out what the website contradicts/);
    expect(out.note).toContain('"No online ordering on the website"');
  });

  it('stands in with the standard writer when nothing of the reply survives the check', async () => {
    fake.replies.push({
      content: reply({
        email_opener: 'Hi Ana, Casa Verde Taqueria has no online ordering.',
        value_proposition: 'Without online ordering you lose takeout; TableTech POS adds it.',
      }),
    });
    const out = await writeWithModel(model(), input, taqueriaSite, standard);
    expect(out.generated_by).toBe('deterministic');
    expect(out.pitch).toEqual(writerPitch);
    expect(out.note).toMatch(
      /^The language model's pitch said what the website contradicts \(".+"\)\. This pitch is from the standard writer\.$/,
    );
  });

  it('leaves out a figure the facts do not state', async () => {
    // A reply without evidence is still a pitch.
    fake.replies.push({
      content: reply({
        key_insights: ['Takes orders through Toast', 'Serves 900 guests a night'],
        evidence: undefined,
      }),
    });
    const out = await writeWithModel(model(), input, taqueriaSite, standard);
    expect(out.generated_by).toBe('model');
    expect(out.pitch.key_insights).toEqual(['Takes orders through Toast']);
    // '18%' is the offer's own proof: it stays.
    expect(out.pitch.value_proposition).toContain('18% faster table turns');
  });

  it('stands in with the standard writer when the model times out, and says so', async () => {
    fake.replies.push({ hang: true });
    const out = await writeWithModel(model(300), input, taqueriaSite, standard);
    expect(out.generated_by).toBe('deterministic');
    expect(out.pitch).toEqual(writerPitch);
    expect(out.note).toBe(
      "The language model's pitch could not be used (The language model timed out). This pitch is from the standard writer.",
    );
  });

  it('uses the standard writer without a note when no model is configured', async () => {
    const none = new StructuredGenerator({ timeoutMs: 1000, maxRetries: 0, concurrency: 1, cacheSize: 0 });
    await expect(writeWithModel(none, input, taqueriaSite, standard)).resolves.toEqual({
      pitch: writerPitch,
      generated_by: 'deterministic',
      note: null,
    });
    expect(fake.requests).toHaveLength(0);
  });
});
