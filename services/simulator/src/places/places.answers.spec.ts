import type { Listing } from '../towns/town.listings.js';
import { HOURS_PATTERNS } from '../world/demo.tables.js';
import { answerText, KeptAnswers } from './places.answers.js';
import { parseFieldMask, type FieldMask } from './places.mask.js';

describe('whole pages kept as sent', () => {
  const city = { name: 'Austin', state: 'TX', tz: 'America/Chicago', area_codes: ['512'], zip3: '787' };
  const listing = (id: string): Listing => ({
    id,
    row: { n: `Golden Fork ${id}`, c: 'mexican', ci: 0, s: '4521 Main St', z: '78701', rc: 0, o: 900, d: 800, pc: 0 },
    city,
    hours: HOURS_PATTERNS[0]!,
    position: { latitude: 30.27, longitude: -97.74 },
  });
  const mask = (header: string) => parseFieldMask(header) as FieldMask;
  const found = [listing('ChIJa'), listing('ChIJb'), listing('ChIJc')];
  const noon = new Date('2026-07-01T12:00:00Z');

  it('writes the answer as JSON.stringify would: places, then the next page token, either left out when absent', () => {
    expect(answerText('[{"id":"a"}]', 'tok"en')).toBe(
      JSON.stringify({ places: [{ id: 'a' }], nextPageToken: 'tok"en' }),
    );
    expect(answerText(null, 'next')).toBe(JSON.stringify({ nextPageToken: 'next' }));
    expect(answerText('[]', null)).toBe(JSON.stringify({ places: [] }));
    expect(answerText(null, null)).toBe('{}');
  });

  it('sends the same page again without building it, as the same bytes', () => {
    const answers = new KeptAnswers();
    let built = 0;
    const build = () => `{"built":${++built}}`;
    const first = answers.get(found, 0, 2, mask('places.id'), noon, build);
    const again = answers.get(found, 0, 2, mask('places.id'), new Date('2026-07-01T18:00:00Z'), build);
    expect(again.toString('utf8')).toBe('{"built":1}');
    expect(again).toBe(first);
  });

  it('keeps apart pages of another search, another start or end, another field mask or token choice', () => {
    const answers = new KeptAnswers();
    let built = 0;
    const build = () => `{"built":${++built}}`;
    answers.get(found, 0, 2, mask('places.id'), noon, build);
    const other = [...found];
    expect(answers.get(other, 0, 2, mask('places.id'), noon, build).toString()).toBe('{"built":2}');
    expect(answers.get(found, 2, 4, mask('places.id'), noon, build).toString()).toBe('{"built":3}');
    expect(answers.get(found, 0, 1, mask('places.id'), noon, build).toString()).toBe('{"built":4}');
    expect(answers.get(found, 0, 2, mask('places.id,places.reviews'), noon, build).toString()).toBe('{"built":5}');
    expect(answers.get(found, 0, 2, mask('places.id,nextPageToken'), noon, build).toString()).toBe('{"built":6}');
    expect(answers.get(found, 0, 2, mask('places.id'), noon, build).toString()).toBe('{"built":1}');
  });

  it('builds a page again on another day, or when its clock moves (daylight saving)', () => {
    const answers = new KeptAnswers();
    let built = 0;
    const build = () => `{"built":${++built}}`;
    const at = (iso: string) => answers.get(found, 0, 2, mask('places.id'), new Date(iso), build).toString();
    expect(at('2026-03-07T12:00:00Z')).toBe('{"built":1}');
    expect(at('2026-03-08T07:59:00Z')).toBe('{"built":2}'); // the next day
    expect(at('2026-03-08T08:00:00Z')).toBe('{"built":3}'); // Chicago's clocks went forward
    expect(at('2026-03-08T20:00:00Z')).toBe('{"built":3}');
  });

  it('forgets the least recently sent pages beyond its bounds, and builds them again when asked', () => {
    let built = 0;
    const build = () => `{"built":${++built}}`;
    const page = (answers: KeptAnswers, offset: number) =>
      answers.get(found, offset, offset + 1, mask('places.id'), noon, build).toString();
    const byPages = new KeptAnswers({ pages: 2 });
    [0, 1, 0, 2].forEach((offset) => page(byPages, offset)); // 1 is the least recently sent when 2 comes
    expect(page(byPages, 0)).toBe('{"built":1}');
    expect(page(byPages, 1)).toBe('{"built":4}');
    const byBytes = new KeptAnswers({ maxBytes: 2 * (64 + '{"built":4}'.length) });
    [0, 1, 2].forEach((offset) => page(byBytes, offset));
    expect(page(byBytes, 0)).toBe('{"built":8}');
    expect(page(byBytes, 2)).toBe('{"built":7}');
  });
});
