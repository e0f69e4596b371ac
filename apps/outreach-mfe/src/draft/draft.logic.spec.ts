import type { InboxMessage, OutreachDraft, OutreachEmail, OutreachSendResponse } from '@leadgen/contracts';
import {
  addressedTo,
  initialForm,
  isSuppressed,
  recipientNote,
  sendRequest,
  sentWords,
  writeBackTo,
  type DraftForm,
} from './draft.logic.js';

const LEAD = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const draft: OutreachDraft = {
  lead_id: LEAD,
  restaurant_name: 'Casa del Sol',
  recipients: [
    { address: 'owner@casadelsol.example', name: 'Ana Ruiz', role: 'Owner', suppressed: true },
    { address: 'info@casadelsol.example', name: null, role: null, suppressed: false },
  ],
  subject: 'Tableside ordering for Casa del Sol',
  body: 'Hi Ana, ...',
  time_zone: 'America/Chicago',
  pitch_id: null,
};
const form = (over: Partial<DraftForm> = {}): DraftForm => ({ ...initialForm(draft), ...over });

describe('the draft', () => {
  it('starts addressed to the contact asked for, or the best one that may be mailed, with the follow-ups at 3 and 7 days', () => {
    expect(initialForm(draft, 'Manager@Casadelsol.example')).toMatchObject({ to: 'Manager@Casadelsol.example' });
    expect(initialForm(draft, 'owner@casadelsol.example').to).toBe('info@casadelsol.example');
    expect(initialForm(draft)).toEqual({
      to: 'info@casadelsol.example',
      subject: 'Tableside ordering for Casa del Sol',
      body: 'Hi Ana, ...',
      when: 'now',
      followUp: false,
      days: ['3', '7'],
      cc: false,
    });
    expect(initialForm({ ...draft, recipients: [] }).to).toBe('');
  });

  it("greets a person's own address by name, and leaves the greeting for an inbox or a message without one", () => {
    const founders: OutreachDraft = {
      ...draft,
      recipients: [
        {
          address: 'priyahaddad@gmail.example',
          name: 'Priya Haddad',
          role: 'Founder',
          suppressed: false,
          greeting: 'Hi Priya,',
        },
        {
          address: 'paul@lucyleo.example',
          name: 'Paul Haddad',
          role: 'Founder',
          suppressed: false,
          greeting: 'Hi Paul,',
        },
        // A server from before greetings: the greeting stays.
        { address: 'ana@lucyleo.example', name: 'Ana Ruiz', role: 'Manager', suppressed: false },
        { address: 'info@lucyleo.example', name: null, role: null, suppressed: false },
      ],
      body: 'Hi Paul,\n\nI saw your menu.\n\nBest,\nSam',
    };
    expect(initialForm(founders).body).toBe('Hi Priya,\n\nI saw your menu.\n\nBest,\nSam');
    const toPaul = addressedTo(founders, initialForm(founders), 'PAUL@lucyleo.example');
    expect(toPaul).toMatchObject({ to: 'PAUL@lucyleo.example', body: 'Hi Paul,\n\nI saw your menu.\n\nBest,\nSam' });
    expect(addressedTo(founders, toPaul, 'info@lucyleo.example').body).toBe(toPaul.body);
    expect(addressedTo(founders, toPaul, 'ana@lucyleo.example').body).toBe(toPaul.body);
    const rewritten = { ...toPaul, body: 'Dear friends at Lucy & Leo,\n\nI saw your menu.' };
    expect(addressedTo(founders, rewritten, 'priyahaddad@gmail.example').body).toBe(rewritten.body);
    expect(addressedTo(founders, { ...toPaul, body: 'Hello team,\nhi' }, 'priyahaddad@gmail.example').body).toBe(
      'Hi Priya,\nhi',
    );
  });

  it('names the person beside their address, or the greeting a given-name address opens with', () => {
    const [owner, info] = draft.recipients;
    expect(recipientNote(owner!)).toBe('Ana Ruiz · Owner');
    expect(recipientNote(info!)).toBe('');
    const joe = { address: 'joe.cohen@fig.example', name: null, role: null, suppressed: false, greeting: 'Hi Joe,' };
    expect(recipientNote(joe)).toBe('opens with “Hi Joe,”');
    expect(recipientNote({ ...joe, name: 'Joe Cohen', role: 'Chef' })).toBe('Joe Cohen · Chef');
  });

  it('writes back to whoever answered, and sends the reply with its answer, now and without follow-ups', () => {
    const message = {
      id: '00000000-0000-4000-8000-0000000000cc',
      lead_id: LEAD,
      restaurant_name: 'Casa del Sol',
      from: 'ana@casadelsol.example',
    } as InboxMessage;
    expect(writeBackTo(message)).toEqual({
      lead_id: LEAD,
      restaurant_name: 'Casa del Sol',
      to: 'ana@casadelsol.example',
      answer_id: message.id,
    });
    const reply = { ...draft, answer_id: message.id };
    const checked = sendRequest(reply, form({ to: 'ana@casadelsol.example', when: 'now' }));
    expect(checked).toMatchObject({ request: { answer_id: message.id, when: 'now', follow_up_days: [] } });
    expect(sendRequest(draft, form())).not.toHaveProperty('request.answer_id');
    // A reply that points to a colleague is answered by writing to the colleague, in the same thread.
    const handedOn = {
      ...message,
      asks: { kind: 'referral', words: '', name: 'Luz Ortega', address: 'luz@casadelsol.example' },
    } as InboxMessage;
    expect(writeBackTo(handedOn)).toMatchObject({ to: 'luz@casadelsol.example', answer_id: message.id });
  });

  it('copies the one who pointed the rep to the colleague, unless the rep unticks Cc', () => {
    const toLuz: OutreachDraft = {
      ...draft,
      recipients: [{ address: 'luz@casadelsol.example', name: 'Luz Ortega', role: null, suppressed: false }],
      answer_id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a60',
      cc: { address: 'james@casadelsol.example', name: 'James Ortiz' },
    };
    const ticked = initialForm(toLuz);
    expect(ticked.cc).toBe(true);
    expect(sendRequest(toLuz, ticked)).toMatchObject({
      request: { to: 'luz@casadelsol.example', cc: 'james@casadelsol.example', cc_name: 'James Ortiz' },
    });
    expect(sendRequest(toLuz, { ...ticked, cc: false })).not.toHaveProperty('request.cc');
    // Sent back to James himself, he is not copied as well.
    expect(sendRequest(toLuz, { ...ticked, to: 'James@casadelsol.example' })).not.toHaveProperty('request.cc');
    expect(sendRequest({ ...toLuz, cc: { address: 'info@casadelsol.example', name: null } }, ticked)).toMatchObject({
      request: { cc: 'info@casadelsol.example' },
    });
    expect(
      sendRequest({ ...toLuz, cc: { address: 'info@casadelsol.example', name: null } }, ticked),
    ).not.toHaveProperty('request.cc_name');
  });

  it('knows a suppressed address whatever its case', () => {
    expect(isSuppressed(draft, ' OWNER@casadelsol.example ')).toBe(true);
    expect(isSuppressed(draft, 'info@casadelsol.example')).toBe(false);
    expect(isSuppressed(draft, 'new@elsewhere.example')).toBe(false);
  });

  it('sends what the rep wrote, with the follow-ups only when asked for', () => {
    expect(sendRequest(draft, form())).toEqual({
      request: {
        lead_id: LEAD,
        to: 'info@casadelsol.example',
        subject: 'Tableside ordering for Casa del Sol',
        body: 'Hi Ana, ...',
        when: 'now',
        follow_up_days: [],
      },
    });
    const sent = sendRequest(
      draft,
      form({
        to: 'owner@casadelsol.example'.replace('owner', 'ana'),
        when: 'business_hours',
        followUp: true,
        days: ['2', ' 5'],
      }),
    );
    expect(sent).toMatchObject({ request: { when: 'business_hours', follow_up_days: [2, 5] } });
  });

  it('names the field to fix before anything is sent', () => {
    expect(sendRequest(draft, form({ to: ' ' }))).toEqual({
      field: 'to',
      error: 'Choose a recipient or type an email address',
    });
    expect(sendRequest(draft, form({ to: 'owner@casadelsol.example' }))).toMatchObject({ field: 'to' });
    expect(sendRequest(draft, form({ subject: '' }))).toEqual({ field: 'subject', error: 'Subject is required' });
    expect(sendRequest(draft, form({ body: ' ' }))).toEqual({ field: 'body', error: 'Body is required' });
    for (const [days, error] of [
      [['3', 'x'], 'Follow-up days must be whole business days'],
      [['0', '7'], 'A follow-up comes at least 1 business day later'],
      [['3', '31'], 'A follow-up comes at most 30 business days later'],
      [['7', '7'], 'Each follow-up must come after the one before'],
    ] as const)
      expect(sendRequest(draft, form({ followUp: true, days: [...days] }))).toEqual({ field: 'follow_up_days', error });
    // Days typed wrong do not matter while follow-ups are off.
    expect(sendRequest(draft, form({ followUp: false, days: ['x', 'y'] }))).toHaveProperty('request');
  });
});

describe('what a send did, in words', () => {
  const email = (over: Partial<OutreachEmail>): OutreachEmail => ({
    id: '00000000-0000-4000-8000-000000000001',
    lead_id: LEAD,
    restaurant_name: 'Casa del Sol',
    sequence_id: '00000000-0000-4000-8000-000000000002',
    step: 0,
    to: 'info@casadelsol.example',
    to_name: null,
    subject: 's',
    body: 'b',
    status: 'sent',
    stop_reason: null,
    error: null,
    due_at: '2026-12-01T15:00:00Z',
    sent_at: '2026-12-01T15:00:01Z',
    message_id: '<m@x>',
    created_at: '2026-12-01T15:00:00Z',
    ...over,
  });

  it('says it went, the follow-ups, the new status and the suggested day', () => {
    const res: OutreachSendResponse = {
      emails: [email({}), email({ step: 1, status: 'scheduled', due_at: '2026-12-04T15:00:00Z' })],
      lead_status: 'attempted',
      suggested_follow_up: '2026-12-04',
    };
    expect(sentWords(res, 'Casa del Sol')).toMatch(
      /^Email sent to info@casadelsol\.example\. One follow-up scheduled \(Fri, Dec 4, .+\)\. Casa del Sol is at Attempted in My Leads\. Suggested follow-up: Fri, Dec 4\.$/,
    );
  });

  it('names whom a reply copied', () => {
    const res: OutreachSendResponse = {
      emails: [email({ to: 'luz@casadelsol.example', cc: 'james@casadelsol.example' })],
      lead_status: 'connected',
      suggested_follow_up: null,
    };
    expect(sentWords(res, 'Casa del Sol')).toBe(
      'Email sent to luz@casadelsol.example, copying james@casadelsol.example. Casa del Sol is at Connected in My Leads.',
    );
  });

  it('says when a send in their business hours goes, and leaves out what did not change', () => {
    const res: OutreachSendResponse = {
      emails: [email({ status: 'scheduled', sent_at: null })],
      lead_status: null,
      suggested_follow_up: null,
    };
    expect(sentWords(res, 'Casa del Sol')).toMatch(
      /^Email to info@casadelsol\.example scheduled for Tue, Dec 1, .+\.$/,
    );
  });
});
