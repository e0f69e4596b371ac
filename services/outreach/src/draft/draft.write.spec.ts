import type { OutreachLeadFacts } from '@leadgen/contracts';
import { lintEmail } from '@leadgen/email-lint';
import { writeDraft } from './draft.write.js';

const email = {
  subject: 'TableTurn for Casa del Sol',
  greeting: 'Hi Casa del Sol team,',
  body: "I'm with TableTurn, and I saw your mezcal bar. One thing stood out: I noticed your 4.6 stars across 800 Google reviews, so guests clearly like what you do.\n\nI'd like to hear the story behind your 12 years in business, and to show you how TableTurn gives you tableside ordering on handhelds (turns tables 12% faster).\n\nWould a 15-minute demo this week work for you and the team on Ridge Rd?",
  sign_off: 'Best,\nAna Rep\nAccount Executive, TableTurn',
  sender_name: 'Ana Rep',
};
const facts: OutreachLeadFacts = {
  lead_id: '00000000-0000-4000-8000-000000000001',
  restaurant_name: 'Casa del Sol',
  status: 'new',
  time_zone: 'America/Chicago',
  pitch: {
    id: '00000000-0000-4000-8000-000000000002',
    email_opener:
      "Hi Casa del Sol team, I'm Ana Rep at TableTurn, and I saw your mezcal bar on Ridge Rd. Could we talk? — Ana",
    value_proposition: 'TableTurn gives you tableside ordering, so servers turn tables faster.',
    offer_product: 'TableTurn',
    email,
  },
  people: [
    { name: 'Luis Ortega', role: 'Chef' },
    { name: 'Sofia Rossi', role: 'Chef/Owner' },
  ],
  recipients: [{ address: 'info@casadelsol.example', name: null, role: null }],
};
const people = facts.people!.map((p) => ({ name: p.name, role: p.role }));

describe('the first draft of an email', () => {
  it("is the pitch's email, greeting the person the contacts rank first, and passes a sales manager's rules", () => {
    const d = writeDraft(facts, 'Ana Rep');
    expect(d.subject).toBe('TableTurn for Casa del Sol');
    expect(d.body).toBe(`Hi Sofia,\n\n${email.body}\n\nBest,\nAna Rep\nAccount Executive, TableTurn`);
    expect(d.sender_note).toBeNull();
    expect(lintEmail({ subject: d.subject, body: d.body }, { senderName: 'Ana Rep', people })).toEqual([]);
  });

  it('greets a chef alone only when nobody else is named, and the team when nobody is', () => {
    expect(writeDraft({ ...facts, people: [facts.people![0]!] }, 'Ana Rep').body).toMatch(/^Hi Luis,\n/);
    expect(writeDraft({ ...facts, people: [] }, 'Ana Rep').body).toMatch(/^Hi Casa del Sol team,\n/);
  });

  it('greets the person whose own address it goes to first, over the person the contacts rank first', () => {
    const toLuis = {
      ...facts,
      recipients: [{ address: 'luis@casadelsol.example', name: 'Luis Ortega', role: 'Chef' }],
    };
    expect(writeDraft(toLuis, 'Ana Rep').body).toMatch(/^Hi Luis,\n/);
    // An inbox first: the person the contacts rank first, as before.
    const inboxFirst = { ...facts, recipients: [facts.recipients[0]!, ...toLuis.recipients] };
    expect(writeDraft(inboxFirst, 'Ana Rep').body).toMatch(/^Hi Sofia,\n/);
  });

  it("greets a person's own address no page names by the given name it carries ('joe.cohen@' is Joe)", () => {
    const to = (address: string) => ({ ...facts, people: [], recipients: [{ address, name: null, role: null }] });
    expect(writeDraft(to('joe.cohen@gmail.com'), 'Ana Rep').body).toMatch(/^Hi Joe,\n/);
    // A word of the restaurant's name, or one that is no given name, is the restaurant's: the team.
    expect(writeDraft(to('sol@casadelsol.example'), 'Ana Rep').body).toMatch(/^Hi Casa del Sol team,\n/);
    expect(writeDraft(to('casa.sol@gmail.com'), 'Ana Rep').body).toMatch(/^Hi Casa del Sol team,\n/);
  });

  it("offers the rep's booking page under the ask, as a way to answer it and not a second ask", () => {
    const d = writeDraft(facts, 'Ana Rep', null, 'https://cal.com/ana-rep?month=2026-12');
    expect(d.body).toContain(
      "Would a 15-minute demo this week work for you and the team on Ridge Rd?\n\nMy calendar is here, if that's easier: https://cal.com/ana-rep?month=2026-12\n\nBest,\nAna Rep",
    );
    expect(lintEmail({ subject: d.subject, body: d.body }, { senderName: 'Ana Rep', people })).toEqual([]);
    // Every kind of draft carries it: an older pitch's opener, and the plain opener with no pitch.
    const older = { ...facts, pitch: { ...facts.pitch!, email: undefined } };
    expect(writeDraft(older, 'Ana Rep', null, 'https://cal.com/ana-rep').body).toMatch(
      /My calendar is here, if that's easier: https:\/\/cal\.com\/ana-rep\n\nBest,\nAna Rep$/,
    );
    expect(writeDraft({ ...facts, pitch: null }, 'Ana Rep', null, 'https://cal.com/ana-rep').body).toMatch(
      /this week\?\n\nMy calendar is here, if that's easier: https:\/\/cal\.com\/ana-rep\n\nBest,\nAna Rep$/,
    );
    expect(writeDraft(facts, 'Ana Rep').body).not.toContain('calendar');
  });

  it("signs as the mailbox's sender, and says so when the offer names someone else", () => {
    const d = writeDraft(facts, 'Demo Rep');
    expect(d.body.endsWith('\n\nBest,\nDemo Rep')).toBe(true);
    expect(d.body).not.toContain('Ana');
    expect(d.sender_note).toBe(
      'Signed Demo Rep, the name your mailbox sends as; What I sell names Ana Rep. Make them the same so the owner reads one name.',
    );
  });

  it("offers the mailbox's name for What I sell, and takes What I sell as it is now over the pitch's day", () => {
    expect(writeDraft(facts, 'Demo Rep').sign_as).toBeNull();
    expect(
      writeDraft(facts, 'Demo Rep', {
        name: 'Ana Rep',
        title: '',
        company: 'TableTurn',
        product: 'TableTurn POS',
        points: [],
        website: null,
      }).sign_as,
    ).toBe('Demo Rep');
    // The rep made What I sell name Demo Rep after the pitch was written (for Ana Rep).
    const now = {
      name: 'Demo Rep',
      title: 'Sales Lead',
      company: 'TableTurn',
      product: 'TableTurn POS',
      points: [],
      website: null,
    };
    const d = writeDraft(facts, 'Demo Rep', now);
    expect(d.sender_note).toBeNull();
    expect(d.sign_as).toBeNull();
    expect(d.body.endsWith('\n\nBest,\nDemo Rep\nSales Lead, TableTurn')).toBe(true);
    // What I sell names someone else now: said with today's name.
    expect(writeDraft(facts, 'Ana Rep', { ...now, name: 'Sam Rivera' }).sender_note).toMatch(
      /What I sell names Sam Rivera\./,
    );
  });

  it('keeps one ask and one sign-off from a pitch kept before the email was written', () => {
    const d = writeDraft({ ...facts, pitch: { ...facts.pitch!, email: undefined } }, 'Ana Rep');
    expect(d.body).toBe(
      "Hi Casa del Sol team, I'm Ana Rep at TableTurn, and I saw your mezcal bar on Ridge Rd. Could we talk?\n\nBest,\nAna Rep",
    );
  });

  it('is a plain opener to edit when no pitch is kept yet', () => {
    const d = writeDraft({ ...facts, pitch: null, people: [] }, null);
    expect(d.subject).toBe('A quick idea for Casa del Sol');
    expect(d.body).toMatch(/^Hi Casa del Sol team,\n\nI work with restaurants like Casa del Sol/);
    // The name as written after 'for' and 'like', without its location; without its 'The' after 'Hi'.
    const kettle = writeDraft(
      { ...facts, restaurant_name: 'The Copper Kettle (Eastside)', pitch: null, people: [] },
      null,
    );
    expect(kettle.subject).toBe('A quick idea for The Copper Kettle');
    expect(kettle.body).toMatch(/^Hi Copper Kettle team,\n\nI work with restaurants like The Copper Kettle and/);
  });
});
