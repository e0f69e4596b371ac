/*
 * A pitch's lists name this restaurant's own evidence for each gap, and with an offer hold only the
 * gaps the offer fills.
 */
import type { Offer } from '@leadgen/contracts';
import { sampleOffer } from '@leadgen/contracts/testing';
import { sampleSite as site } from '../../testing/site-summary.js';
import { restaurantFromSite } from './pitch.restaurant.js';
import { writePitch } from './pitch.writer.js';

const POS = sampleOffer;

const casa = site();
const pitchOf = (over: Partial<ReturnType<typeof site>> = {}, offer: Offer | null = null) => {
  const s = site(over);
  return writePitch({ restaurant: { ...restaurantFromSite(s), reviews: 412 }, site: s, seller: null, offer });
};

describe("a pitch's findings", () => {
  it('say each gap with where it shows at this restaurant: its phone, its street, its reviews', () => {
    const p = pitchOf();
    expect(p.pain_points[0]).toBe(
      'No online ordering link was found on casaverde.example.com, so takeout orders are calls to (512) 555-0142.',
    );
    expect(p.pain_points.join('\n')).toContain('tables on E 6th St are booked by phone');
    const seen = (snippet: string) => ({ url: casa.url, snippet });
    const busySite = pitchOf({
      text: 'Order online for pickup. Reserve a table. We cater. Private events.',
      found: { ...casa.found, online_ordering: seen('Order online'), reservations: seen('Reserve') },
    });
    expect(busySite.pain_points[0]).toBe(
      'No digital gift cards were found on casaverde.example.com, though the guests behind its 412 reviews could give them.',
    );
    expect(p.opportunity_highlights).toContain(
      'Commission-free online ordering that takes takeout off the phone at (512) 555-0142',
    );
  });

  it('fall back to the plain finding when the evidence is missing', () => {
    const s = site({ phone: null, address: null });
    const p = writePitch({ restaurant: restaurantFromSite(s), site: s, seller: null });
    expect(p.pain_points[0]).toBe(
      'No online ordering link was found on casaverde.example.com, so guests who want takeout have to call.',
    );
    expect(p.opportunity_highlights).toContain('Commission-free online ordering from the website');
  });

  it('with an offer, leave out the gaps the offer does not fill', () => {
    const p = pitchOf({}, POS);
    expect(p.pain_points.join('\n')).toMatch(/online ordering/);
    expect(p.pain_points.join('\n')).not.toMatch(/reservation|catering|gift cards|email sign-up|private events/i);
    expect(p.opportunity_highlights.join('\n')).not.toMatch(/reservations|catering|gift cards|email list/i);
  });

  it('with an offer that fills none of the gaps, list none rather than gaps it cannot fill', () => {
    const ordering = { url: casa.url, snippet: 'Order online' };
    const p = pitchOf({ found: { ...casa.found, online_ordering: ordering } }, POS);
    expect(p.pain_points).toEqual([]);
  });

  it('say where a booking or ordering platform is linked, so the rep can check it', () => {
    const p = pitchOf({
      reservationProviders: ['resy'],
      found: { ...casa.found, reservations: { url: 'https://casaverde.example.com/visit', snippet: 'Book' } },
    });
    expect(p.key_insights).toContain(
      'Takes reservations through Resy (linked on https://casaverde.example.com/visit).',
    );
  });
});
