import type { OutreachEmail } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { OutboxEmail } from './outbox-email.view.js';

const email: OutreachEmail = {
  id: '00000000-0000-4000-8000-000000000002',
  lead_id: '00000000-0000-4000-8000-0000000000aa',
  restaurant_name: 'Taqueria Lupita',
  sequence_id: '00000000-0000-4000-8000-0000000000bb',
  step: 1,
  to: 'maria@lupita.example',
  to_name: 'Maria Lopez',
  subject: 'Re: Online ordering',
  body: 'Hi Maria',
  status: 'scheduled',
  stop_reason: null,
  error: null,
  due_at: '2026-12-08T15:00:00Z',
  sent_at: null,
  message_id: null,
  created_at: '2026-12-01T15:00:00Z',
  paused_until: null,
};
const noop = () => undefined;
const render = (change: Partial<OutreachEmail>, canSendAnyway = true) =>
  renderToStaticMarkup(
    <OutboxEmail
      email={{ ...email, ...change }}
      cancelling={null}
      releasing={null}
      canSendAnyway={canSendAnyway}
      onCancel={noop}
      onRelease={noop}
    />,
  );

describe('an email in the outbox', () => {
  it('reads Paused until the day an out-of-office gave, and can still be cancelled', () => {
    const html = render({ paused_until: '2026-12-08' });
    expect(html).toContain('>Paused<');
    expect(html).toContain('Paused until Tue, Dec 8');
    expect(html).toContain('>Cancel<');
  });

  it("shows what it says in the rep's words on opening 'Message', and that a follow-up quotes the first below", () => {
    const followUp = render({
      body: 'Hi Maria,\n\nI wanted to make sure my note below reached you.\n\n> Hi Maria,\n> Online ordering.',
    });
    expect(followUp).toContain('<summary>Message</summary>');
    expect(followUp).toContain('Hi Maria,\n\nI wanted to make sure my note below reached you.</p>');
    expect(followUp).not.toContain('&gt; Online ordering');
    expect(followUp).toContain('The first email is quoted below it.');
    const first = render({ step: 0, body: 'Hi Maria,\n\nOnline ordering.\n\nBest,\nSam' });
    expect(first).toContain('Online ordering.\n\nBest,\nSam</p>');
    expect(first).not.toContain('quoted below');
  });

  it('names whom a reply copied beside whom it went to', () => {
    const html = render({ step: 0, status: 'sent', cc: 'james@lupita.example', sent_at: '2026-12-08T15:00:00Z' });
    expect(html).toMatch(/To Maria Lopez &lt;maria@lupita\.example&gt;, Cc james@lupita\.example · /);
    expect(render({ cc: null })).not.toContain('Cc ');
  });

  it('reads Stopped: they replied after a reply, with nothing to do', () => {
    const html = render({ status: 'stopped', stop_reason: 'replied' });
    expect(html).toContain('Stopped: they replied');
    expect(html).not.toContain('<button');
  });

  it("offers 'Send anyway' and 'Cancel' on a held follow-up, saying why it waits", () => {
    const html = render({ status: 'held' });
    expect(html).toContain('Held: the first email may not have been sent');
    expect(html).toContain('>Send anyway<');
    expect(html).toContain('>Cancel<');
    // A shell without the route: only Cancel.
    expect(render({ status: 'held' }, false)).not.toContain('Send anyway');
  });

  it("reads Sent with why, when the rep's Sent folder settled a send the mail server was cut off from", () => {
    const html = render({ status: 'sent', sent_at: '2026-12-02T10:00:00Z', sent_folder: 'found' });
    expect(html).toContain('>Sent<');
    expect(html).toContain('the email is in your Sent folder, so it went out.');
    expect(html).not.toContain('<button');
  });
});
