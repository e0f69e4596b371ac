import type { LeadActivity, SavedLeadDetail } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeadHistory } from './lead-history.view.js';
import { NotInterestedOffer } from './not-interested.view.js';

const entry = (kind: LeadActivity['kind'], detail: string, by: string | null = null): LeadActivity => ({
  id: `${kind}-${detail.length}`,
  kind,
  at: '2026-03-10T20:00:00Z',
  detail,
  from: null,
  to: null,
  by,
});
const history = (...entries: LeadActivity[]) =>
  renderToStaticMarkup(<LeadHistory detail={{ history: entries } as unknown as SavedLeadDetail} />);

describe("a lead's activity says who did what", () => {
  it("names the rep beside each change, and no one beside the restaurant's answer", () => {
    const html = history(
      entry('status', 'Status New -> Attempted', 'Sam Rivera'),
      entry('email_replied', 'Replied (rosa@casa.example): "Call me"'),
    );
    expect(html).toContain('<span class="sm-timeline-by" data-testid="activity-by">Sam Rivera</span>');
    expect(html.match(/activity-by/g)).toHaveLength(1);
  });
});

describe("a lead's activity with answers from the rep's mailbox", () => {
  it("shows an answer's line and its text, as text: markup in an answer never runs", () => {
    const html = history(
      entry('email_replied', 'Replied (rosa@casa.example): "<img src=x onerror=alert(1)> call me <b>Tuesday</b>"'),
    );
    expect(html).toContain('data-kind="email_replied"');
    expect(html).toContain('<p>Replied (rosa@casa.example)</p>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; call me &lt;b&gt;Tuesday&lt;/b&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });

  it('folds a long answer, and shows a suppression as its plain line', () => {
    const html = history(
      entry('email_out_of_office', `Out of office (rosa@casa.example): "${'Back soon. '.repeat(40)}"`),
      entry('email_suppressed', 'Unsubscribed: rosa@casa.example'),
    );
    expect(html).toContain('<summary>Show the answer</summary>');
    expect(html).toContain('<p>Unsubscribed: rosa@casa.example</p>');
  });
});

describe("'Mark Lost (not interested)'", () => {
  const notInterested = { status: 'attempted' as const, history: [entry('email_not_interested', 'Not interested')] };
  const offer = (detail: typeof notInterested | { status: 'lost'; history: LeadActivity[] }, saving = false) => ({
    html: renderToStaticMarkup(
      <NotInterestedOffer detail={detail} lead={{ saving, setStatus: () => Promise.resolve(true) }} />,
    ),
  });

  it('is one button on a lead whose latest answer is not interested, off while the lead saves', () => {
    const { html } = offer(notInterested);
    expect(html).toContain('Their latest answer says they are not interested.');
    expect(html).toMatch(/<button[^>]*>Mark Lost \(not interested\)<\/button>/);
    expect(offer(notInterested, true).html).toMatch(/<button[^>]*disabled=""[^>]*>/);
  });

  it('is not there once the lead is Lost', () => {
    expect(offer({ ...notInterested, status: 'lost' }).html).toBe('');
  });
});
