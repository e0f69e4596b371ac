import type { WatchDigest } from '@leadgen/contracts';
import { digestLinks, digestMessage } from './digest.message.js';

const PATIOS = '11111111-1111-4111-8111-111111111111';
const CAFES = '22222222-2222-4222-8222-222222222222';
const links = digestLinks('https://app.example.com', 'rep-id.signature_-');
const since = new Date('2026-11-30T15:00:00Z');

const place = (i: number, extra: Partial<WatchDigest['places'][number]> = {}): WatchDigest['places'][number] => ({
  place_id: `place-${i}`,
  name: `Taqueria ${i}`,
  kind: 'new',
  reason: `First seen Dec ${i}, 2026`,
  watch_name: 'Austin patios',
  address: `${i} Congress Ave, Austin, TX`,
  ...extra,
});
const onlyNew: WatchDigest = {
  watches: [{ saved_search_id: PATIOS, name: 'Austin patios', counts: { new: 5 }, total: 5 }],
  places: [1, 2, 3, 4, 5].map((i) => place(i)),
  total: 5,
  due: 0,
};
const mixed: WatchDigest = {
  watches: [
    { saved_search_id: CAFES, name: 'Round Rock cafés', counts: { opened: 1 }, total: 1 },
    {
      saved_search_id: PATIOS,
      name: 'Austin patios',
      counts: { new: 8, announced: 3, closed: 2, website: 1 },
      total: 14,
    },
    { saved_search_id: '33333333-3333-4333-8333-333333333333', name: 'Quiet one', counts: {}, total: 0 },
  ],
  places: Array.from({ length: 10 }, (_, i) => place(i + 1)),
  total: 15,
  due: 0,
};

describe('the digest email, as the rep reads it', () => {
  it("says in the subject how many new places, and in which watch: 'Your territory this week: 5 new places in Austin patios'", () => {
    expect(digestMessage({ firstName: 'Dana', digest: onlyNew, since, links }).subject).toBe(
      'Your territory this week: 5 new places in Austin patios',
    );
    const one = { ...onlyNew, watches: [{ ...onlyNew.watches[0]!, counts: { new: 1 }, total: 1 }], total: 1 };
    expect(digestMessage({ firstName: 'Dana', digest: one, since, links }).subject).toBe(
      'Your territory this week: 1 new place in Austin patios',
    );
  });

  it('calls closings and new websites changes, and names the busiest watch first', () => {
    expect(digestMessage({ firstName: 'Dana', digest: mixed, since, links }).subject).toBe(
      'Your territory this week: 15 changes in Austin patios and Round Rock cafés',
    );
    const three = {
      ...mixed,
      watches: [...mixed.watches, { saved_search_id: PATIOS, name: 'Pflugerville', counts: { rating: 2 }, total: 2 }],
    };
    expect(digestMessage({ firstName: 'Dana', digest: three, since, links }).subject).toBe(
      'Your territory this week: 15 changes in Austin patios and 2 more watches',
    );
  });

  it("counts each watch's changes in the app's words, and leaves out a watch that found nothing", () => {
    const { text } = digestMessage({ firstName: 'Dana', digest: mixed, since, links });
    expect(text).toContain('Hi Dana,\n\nYour watches found 15 changes since Nov 30:');
    expect(text).toContain(
      'Austin patios: 14\n  New place: 8\n  Announced opening: 3\n  New website: 1\n  Closed: 2\n\nRound Rock cafés: 1\n  Just opened: 1',
    );
    expect(text).not.toContain('Quiet one');
  });

  it('lists the first ten places with why each is there, and says how many more My Leads holds', () => {
    const { text } = digestMessage({ firstName: null, digest: mixed, since, links });
    expect(text.startsWith('Hi,\n')).toBe(true);
    expect(text).toContain('The first 10 to act on:');
    expect(text).toContain(
      '1. Taqueria 1 (New place, Austin patios)\n   First seen Dec 1, 2026\n   1 Congress Ave, Austin, TX',
    );
    expect(text).toContain('10. Taqueria 10');
    // 15 changes, 2 of them closings (counted, never listed): 3 more to act on than the ten listed.
    expect(text).toContain('...and 3 more in My Leads.');
    expect(text).toContain('See them in My Leads: https://app.example.com/app/my-leads?view=new');
  });

  it('never promises more in My Leads when the rest are closings', () => {
    const closings: WatchDigest = {
      watches: [{ saved_search_id: PATIOS, name: 'Austin patios', counts: { opened: 2, closed: 3 }, total: 5 }],
      places: [place(1, { kind: 'opened' }), place(2, { kind: 'opened' })],
      total: 5,
      due: 0,
    };
    const { text } = digestMessage({ firstName: 'Dana', digest: closings, since, links });
    expect(text).toContain('Austin patios: 5\n  Just opened: 2\n  Closed: 3');
    expect(text).toContain('The 2 to act on:');
    expect(text).not.toContain('more in My Leads');
  });

  it('ends with the one-click opt-out, also in the List-Unsubscribe headers (RFC 8058)', () => {
    const message = digestMessage({ firstName: 'Dana', digest: onlyNew, since, links });
    const optOut = 'https://app.example.com/digest-off?token=rep-id.signature_-';
    expect(message.text).toContain(`Stop it with one click: ${optOut}`);
    expect(message.text).not.toContain('more in My Leads');
    expect(message.text).toContain('The 5 to act on:');
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://app.example.com/api/account/digest/opt-out/rep-id.signature_->',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message.html).toContain(`href="${optOut}"`);
    expect(message.html).toContain('href="https://app.example.com/app/my-leads?view=new"');
  });

  it('shows a place without an address, and what leads found in its words, as text in the HTML', () => {
    const odd: WatchDigest = {
      ...onlyNew,
      places: [place(1, { name: '<script>alert(1)</script> & "Bar"', address: null, kind: 'announced' })],
      total: 1,
    };
    const { text, html } = digestMessage({ firstName: 'Dana', digest: odd, since, links });
    expect(text).toContain(
      'The one to act on:\n\n1. <script>alert(1)</script> & "Bar" (Announced opening, Austin patios)\n   First seen Dec 1, 2026\n\nSee',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Bar&#34;');
    expect(html).toContain('Announced opening');
  });
});
