import { CustomPitchRequestSchema, PitchSchema } from '@leadgen/contracts';
import { sampleBusinessAnalysis, sampleScoredLead } from '@leadgen/contracts/testing';
import { customPitchRequest as request } from '../../testing/custom-pitch-request.js';
import { customPitchInput, hasMessaging, vendorFacts } from './custom-pitch.facts.js';
import { closedDays, deterministicCustomPitch, personaFor } from './custom-pitch.fallback.js';

describe('custom pitch from the business report and the lead (no model)', () => {
  it("speaks in the vendor's words to the restaurant's facts", () => {
    const pitch = PitchSchema.parse(deterministicCustomPitch(customPitchInput(request())));
    const all = JSON.stringify(pitch);
    // The vendor: its name, core value proposition, a persona script, problems and features.
    expect(pitch.email_opener).toMatch(/^Hi Casa Verde Taqueria team, I'm reaching out from TableTurn\./);
    expect(pitch.email_opener).toContain(
      'TableTurn turns missed calls into booked tables and takeout orders for independent restaurants.',
    );
    expect(pitch.call_opener).toMatch(
      /^Hi, is this Casa Verde Taqueria\? I'm calling from TableTurn; could I speak with the restaurant owner\?/,
    );
    expect(pitch.call_opener).toContain(
      'Most restaurant owners I talk to want to grow revenue and keep margins healthy.',
    );
    expect(pitch.pain_points[0]).toBe('Too many tools and fees eating into thin margins.');
    expect(pitch.pain_points).toContain('Each location reporting differently.');
    expect(pitch.opportunity_highlights[0]).toBe(
      'AI phone answering: Every call answered, even at the peak of service',
    );
    expect(pitch.value_proposition).toContain(
      'For Casa Verde Taqueria — AI phone answering: TableTurn turns missed calls',
    );
    expect(pitch.value_proposition).toContain('TableTurn states: Restaurants answer 98% of calls with TableTurn.');
    // The restaurant: name, cuisine, address, rating and reviews, locations, website, hours.
    expect(pitch.key_insights).toEqual(
      expect.arrayContaining([
        'Casa Verde Taqueria is a Mexican restaurant at 1200 E 6th St, Austin, TX 78702.',
        'Rated 4.6 from 412 reviews.',
        '2 locations.',
        'Website: https://casa-verde.example.com.',
        'Lists opening hours for 1 day.',
        'Best contact for TableTurn: the restaurant owner, whose goal in the report is to grow revenue and keep margins healthy.',
      ]),
    );
    expect(pitch.email_opener).toContain('holds a 4.6-star rating across 412 reviews');
    expect(pitch.suggested_approach).toMatch(
      /^Ask for the restaurant owner \(Casa Verde Taqueria runs 2 locations\) and open with TableTurn's Restaurant Owner script/,
    );
    expect(pitch.confidence_score).toBeLessThanOrEqual(0.5);
    // Nothing from outside the two records: no figures but those they hold.
    for (const n of all.match(/\d[\d,.]*\d|\d/g) ?? []) {
      expect(
        ['4.6', '412', '2', '1200', '6', '78702', '98', '15', '1', '0.5', '0.45', '0.4', '4', '2-4'].some(
          (k) => k.includes(n) || n.includes(k),
        ),
      ).toBe(true);
    }
  });

  it('asks a group for its multi-unit buyer and says when the listed hours show a closed day', () => {
    const hours = { weekday_text: ['Monday: Closed', 'Tuesday: 11:00 AM – 10:00 PM'], is_open_now: false };
    const pitch = deterministicCustomPitch(
      customPitchInput(request({ lead: { location_count: 12, operating_hours: hours } })),
    );
    expect(pitch.call_opener).toContain('could I speak with the multi-unit operator?');
    expect(pitch.pain_points[0]).toBe('Each location reporting differently.');
    expect(pitch.key_insights).toContain('Lists opening hours for 2 days; closed Monday.');
    expect(pitch.suggested_approach).toContain('not on Monday, when the listed hours say it is closed');
    expect(pitch.email_opener).toContain('4.6-star rating');
  });

  it('makes no claim the lead lacks the facts for', () => {
    const pitch = deterministicCustomPitch(
      customPitchInput(
        request({
          lead: {
            google_rating: null,
            review_count: null,
            location_count: null,
            website: null,
            cuisine_type: '',
            operating_hours: null,
          },
        }),
      ),
    );
    expect(pitch.key_insights[0]).toBe('Casa Verde Taqueria is a restaurant at 1200 E 6th St, Austin, TX 78702.');
    expect(pitch.key_insights).toContain('No website is listed.');
    expect(JSON.stringify(pitch)).not.toMatch(/rating|reviews|locations/i);
    expect(pitch.email_opener).toContain('I came across your restaurant at 1200 E 6th St');
  });

  it('works from a report with only some steps: the profile alone, or the analysis text alone', () => {
    const profileOnly = request({
      report: {
        coreUSP: undefined,
        messaging_brief: undefined,
        persona_pitches: undefined,
        problemsSolved: undefined,
        overallStrategicPositioning: undefined,
      },
    });
    const a = deterministicCustomPitch(customPitchInput(profileOnly));
    expect(a.email_opener).toContain(sampleBusinessAnalysis.business_profile!.description);
    expect(a.pain_points[0]).toBe('Too many tools and fees eating into thin margins.');
    expect(a.call_opener).toContain('TableTurn helps restaurant owners grow revenue and keep margins healthy.');

    const textOnly = CustomPitchRequestSchema.parse({
      lead: sampleScoredLead,
      business_analysis: {
        website_url: 'https://tableturn.example.com/',
        company_name: 'TableTurn',
        confidence_score: 0.4,
        created_at: '2025-01-15T10:00:00.000Z',
        pipeline_steps: {
          step1_business_profile: 'Skipped',
          step2_business_avatar: '✅ Complete',
          step3_messaging_brief: 'Skipped',
        },
        business_analysis_text: 'TableTurn: **Answers** every restaurant call.',
      },
    });
    const facts = vendorFacts(textOnly.business_analysis);
    expect(facts.value_proposition).toBe('TableTurn: Answers every restaurant call.');
    expect(hasMessaging(facts)).toBe(true);
    const b = PitchSchema.parse(deterministicCustomPitch(customPitchInput(textOnly)));
    expect(b.opportunity_highlights).toEqual(['TableTurn: Answers every restaurant call.']);
    expect(b.email_opener).toContain('TableTurn: Answers every restaurant call.');
  });

  it('lists a feature alone when its benefit only restates it', () => {
    const features = [
      { feature: 'Online ordering', benefit: 'Helps restaurants with online ordering', payoff: 'More orders' },
    ];
    const profile = { ...sampleBusinessAnalysis.business_profile!, features };
    const pitch = deterministicCustomPitch(customPitchInput(request({ report: { business_profile: profile } })));
    expect(pitch.opportunity_highlights[0]).toBe('Online ordering');
  });

  it('picks the persona by the number of locations', () => {
    const { vendor, restaurant } = customPitchInput(request());
    expect(personaFor(vendor, { ...restaurant, location_count: 1 })?.role).toBe('Restaurant Owner');
    expect(personaFor(vendor, { ...restaurant, location_count: 5 })?.role).toBe('Multi-Unit Operator');
    expect(personaFor({ ...vendor, personas: [] }, restaurant)).toBeNull();
  });
});

describe('custom pitch aimed at what the restaurant lacks', () => {
  it("opens with a gap the vendor fills: a busy restaurant's phone, for a phone-answering vendor", () => {
    const pitch = deterministicCustomPitch(
      customPitchInput(request({ lead: { review_count: 2175, location_count: 1 } })),
    );
    expect(pitch.email_opener).toContain(
      'I saw you have 2,175 Google reviews at 4.6 stars, which means busy peaks, when phone orders and bookings slip through.',
    );
    expect(pitch.email_opener.split('Casa Verde Taqueria').length - 1).toBe(1);
  });

  it('does not compliment a rating under four, nor pitch a group problem to one location', () => {
    const pitch = deterministicCustomPitch(
      customPitchInput(request({ lead: { google_rating: 3.5, location_count: 1 } })),
    );
    expect(pitch.email_opener).not.toMatch(/3\.5-star/);
    expect(pitch.pain_points).not.toContain('Each location reporting differently.');
  });

  it('greets a chain location by its brand and writes the cuisine with its article', () => {
    const pitch = deterministicCustomPitch(
      customPitchInput(request({ lead: { name: "Otis's Japanese Kitchen - Austin", cuisine_type: 'italian' } })),
    );
    expect(pitch.email_opener).toMatch(/^Hi Otis's Japanese Kitchen team, /);
    expect(pitch.key_insights[0]).toBe(
      "Otis's Japanese Kitchen - Austin is an Italian restaurant at 1200 E 6th St, Austin, TX 78702.",
    );
  });
});

describe('hours', () => {
  it('reads closed days from the listed hours', () => {
    expect(closedDays(['Monday: Closed', 'Tuesday: 9 AM – 5 PM', 'Sunday: closed'])).toEqual(['Monday', 'Sunday']);
  });
});
