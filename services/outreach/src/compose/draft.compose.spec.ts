import { composeDraft, composeFollowUp } from './draft.compose.js';

const facts = {
  lead_id: '00000000-0000-4000-8000-000000000001',
  restaurant_name: 'Casa del Sol',
  status: 'new' as const,
  time_zone: 'America/Chicago',
  pitch: {
    id: '00000000-0000-4000-8000-000000000002',
    email_opener: 'Hi, I saw your mezcal bar on Ridge Rd.',
    value_proposition: 'TableTurn gives you tableside ordering, so servers turn tables faster.',
    offer_product: 'TableTurn',
  },
  recipients: [],
};

describe("the composer's first draft", () => {
  it("is made from the latest pitch and signed with the sender's name", () => {
    const d = composeDraft(facts, 'Ana Rep');
    expect(d.subject).toBe('TableTurn for Casa del Sol');
    expect(d.body).toContain('I saw your mezcal bar on Ridge Rd.');
    expect(d.body).toContain('tableside ordering');
    expect(d.body.endsWith('Best,\nAna Rep')).toBe(true);
  });

  it('is a plain opener to edit when no pitch is kept yet', () => {
    const d = composeDraft({ ...facts, pitch: null }, null);
    expect(d.subject).toBe('A quick idea for Casa del Sol');
    expect(d.body).toContain('restaurants like Casa del Sol');
  });

  it('follow-ups reply in the thread with the first email quoted', () => {
    const f = composeFollowUp({ subject: 'Hello', body: 'line one\nline two' }, 'Ana', 1);
    expect(f.subject).toBe('Re: Hello');
    expect(f.body).toContain('> line one\n> line two');
    expect(composeFollowUp({ subject: 'Re: Hello', body: 'x' }, null, 2).subject).toBe('Re: Hello');
  });
});
