import type { OutreachDraft } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { DraftHints } from './draft-hints.view.js';

const draft = (over: Partial<OutreachDraft>): OutreachDraft => ({
  lead_id: '00000000-0000-4000-8000-000000000001',
  restaurant_name: 'Casa del Sol',
  recipients: [],
  subject: 'A quick idea for Casa del Sol',
  body: 'Hi Casa del Sol team,\n\nI saw your menu.\n\nBest,\nSam',
  time_zone: 'America/Chicago',
  pitch_id: null,
  ...over,
});
const hints = (d: OutreachDraft) => renderToStaticMarkup(<DraftHints draft={d} />);
const PLAIN = 'No pitch is kept on this lead yet: the body is a plain opener to edit.';

describe('what the composer says of the pitch behind a draft', () => {
  it('says a pitch was written for the draft and kept with the lead', () => {
    const html = hints(draft({ pitch_written: true }));
    expect(html).toContain('Written from a pitch made now from the lead&#x27;s site and listing');
    expect(html).not.toContain(PLAIN);
  });

  it('says the body is a plain opener to edit when no pitch is behind it', () => {
    expect(hints(draft({}))).toContain(PLAIN);
  });

  it('says nothing of a pitch over a reply to their answer, and what the reply answers', () => {
    expect(hints(draft({ answer_id: '00000000-0000-4000-8000-0000000000cc' }))).not.toContain('pitch');
    const referral = hints(
      draft({
        answer_id: '00000000-0000-4000-8000-0000000000cc',
        reply_note: "James's reply points you to Maria Lopez: this email goes to maria@casadelsol.example.",
      }),
    );
    expect(referral).toContain('data-testid="reply-note">James&#x27;s reply points you to Maria Lopez');
  });

  it("says why no pitch was written when the plan's pitches for the month are used", () => {
    const html = hints(draft({ pitch_limit_reached: true }));
    expect(html).toContain('Your plan&#x27;s pitches for this month are used, so none was written for this lead');
    expect(html).not.toContain(PLAIN);
  });

  it('says nothing of the pitch when the draft is written from a kept one', () => {
    expect(hints(draft({ pitch_id: '00000000-0000-4000-8000-000000000002' }))).toBe('');
  });
});
