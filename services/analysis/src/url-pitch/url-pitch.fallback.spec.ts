import { PitchSchema } from '@leadgen/contracts';
import { sampleSite as site } from '../../testing/site-summary.js';
import { deterministicPitch, siteFitScore } from './url-pitch.fallback.js';

describe('deterministic pitch from a site', () => {
  it('names what it saw and speaks to gaps the site really has', () => {
    const pitch = PitchSchema.parse(deterministicPitch(site()));
    expect(pitch.key_insights.join(' ')).toContain('Mexican');
    expect(pitch.pain_points[0]).toMatch(/No online ordering link was found/);
    expect(pitch.email_opener).toContain("I couldn't find online ordering on casaverde.example.com");
    expect(pitch.confidence_score).toBeLessThanOrEqual(0.6);
  });

  it('never calls missing what the site shows', () => {
    const s = site({
      found: {
        menu: { url: 'https://casaverde.example.com/', snippet: 'Menu' },
        online_ordering: { url: 'https://casaverde.example.com/', snippet: 'Order Online' },
        reservations: { url: 'https://casaverde.example.com/', snippet: 'Reserve' },
      },
      orderingProviders: ['Toast'],
      reservationProviders: ['OpenTable'],
    });
    const pitch = deterministicPitch(s);
    const all = [...pitch.pain_points, ...pitch.opportunity_highlights, pitch.email_opener].join(' ');
    expect(all).not.toMatch(/online ordering link was found|No online reservation/);
    expect(pitch.key_insights.join(' ')).toContain('Takes online orders through Toast');
  });

  it('leads with a PDF-only menu', () => {
    const pitch = deterministicPitch(site({ menuPdfOnly: true }));
    expect(pitch.pain_points[0]).toMatch(/only a PDF/);
    expect(pitch.email_opener).toContain('your menu is only available as a PDF');
  });

  it('does not list gaps for a script-only page it could not read', () => {
    const pitch = deterministicPitch(site({ thin: true, found: {} }));
    expect(pitch.pain_points).toEqual([]);
    expect(pitch.key_insights.join(' ')).toMatch(/little readable content/);
  });

  it('scores fit from evidence within 0-100', () => {
    expect(siteFitScore(site())).toBe(40 + 10 + 5 + 5 + 5 + 30);
    expect(siteFitScore(site({ thin: true, found: {}, phone: null, address: null, social: [] }))).toBe(40 + 30 - 15);
  });
});
