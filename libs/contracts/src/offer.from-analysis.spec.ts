import { offerFromAnalysis, DEFAULT_OFFER_CALL_TO_ACTION } from './offer.from-analysis.js';
import { OfferSchema } from './offer.js';
import type { BusinessAnalysis } from './analysis.js';
import { sampleBusinessAnalysis } from './testing/index.js';

function withFeatures(
  features: { feature: string; benefit: string; payoff?: string }[],
  metrics: Record<string, string> = {},
) {
  return {
    ...sampleBusinessAnalysis,
    business_profile: {
      ...sampleBusinessAnalysis.business_profile!,
      description: 'Made for independent restaurants.',
      features: features.map((f) => ({ payoff: '', ...f })),
      metrics,
    },
  } satisfies BusinessAnalysis;
}

describe('offerFromAnalysis', () => {
  it("makes an offer the schema accepts from a report, speaking for the report's company", () => {
    const offer = offerFromAnalysis(sampleBusinessAnalysis);
    expect(OfferSchema.parse(offer)).toEqual(offer);
    expect(offer.company_name).toBe('TableTurn');
    expect(offer.product_name).toBe('TableTurn');
    expect(offer.website_url).toBe('https://tableturn.example.com/');
    expect(offer.call_to_action).toBe(DEFAULT_OFFER_CALL_TO_ACTION);
  });

  it("signs as the company's team when no sender is given, and as the rep when one is", () => {
    expect(offerFromAnalysis(sampleBusinessAnalysis)).toMatchObject({
      sender_name: 'The TableTurn team',
      sender_title: '',
    });
    expect(
      offerFromAnalysis(sampleBusinessAnalysis, { name: ' Dana Ruiz ', title: 'Account executive' }),
    ).toMatchObject({
      sender_name: 'Dana Ruiz',
      sender_title: 'Account executive',
    });
    expect(offerFromAnalysis(sampleBusinessAnalysis, { name: '  ' }).sender_name).toBe('The TableTurn team');
  });

  it('turns each feature into a value point with its benefit, and a metric sharing its words as its proof', () => {
    const offer = offerFromAnalysis(sampleBusinessAnalysis);
    expect(offer.value_points).toEqual([
      {
        text: 'AI phone answering: Every call answered, even at the peak of service',
        proof: 'Restaurants answer 98% of calls with TableTurn',
      },
      { text: 'Commission-free ordering: Orders straight from the restaurant website', proof: null },
    ]);
  });

  it('keeps at most five value points, each said once', () => {
    const features = Array.from({ length: 8 }, (_, i) => ({ feature: `Feature ${i}`, benefit: `Benefit ${i}` }));
    const offer = offerFromAnalysis(withFeatures([...features.slice(0, 2), features[0]!, ...features.slice(2)]));
    expect(offer.value_points.map((p) => p.text)).toEqual([0, 1, 2, 3, 4].map((i) => `Feature ${i}: Benefit ${i}`));
    expect(OfferSchema.safeParse(offer).success).toBe(true);
  });

  it('still has one value point when the report lists no features', () => {
    const offer = offerFromAnalysis(withFeatures([]));
    expect(offer.value_points).toHaveLength(1);
    expect(offer.value_points[0]!.text).toContain('AI phone answering: TableTurn turns missed calls');
    expect(OfferSchema.safeParse(offer).success).toBe(true);
  });

  it.each([
    ['pos', [{ feature: 'Cloud POS', benefit: 'Card readers that keep working offline' }]],
    ['online_ordering', [{ feature: 'Online ordering', benefit: 'Commission-free orders from your website' }]],
    ['reservations', [{ feature: 'Table reservations', benefit: 'Guests book a table from Google' }]],
    ['marketing', [{ feature: 'Email campaigns', benefit: 'Bring guests back with SMS and email' }]],
    ['loyalty', [{ feature: 'Loyalty rewards', benefit: 'Points that bring regulars back' }]],
    ['delivery', [{ feature: 'Delivery dispatch', benefit: 'Your own drivers, no commission' }]],
    ['payroll_scheduling', [{ feature: 'Payroll', benefit: 'Shifts and tip pooling in one place' }]],
    ['website', [{ feature: 'Restaurant websites', benefit: 'A site that ranks in local search (SEO)' }]],
    ['other', [{ feature: 'Linen service', benefit: 'Clean napkins every morning' }]],
  ] as const)('guesses the category %s from the words of the features', (category, features) => {
    expect(offerFromAnalysis(withFeatures([...features])).category).toBe(category);
  });

  it("says who it suits from the report's target profile, else from its personas", () => {
    expect(offerFromAnalysis(sampleBusinessAnalysis).suits).toBe('Restaurant Owners and Multi-Unit Operators');
    const profiled: BusinessAnalysis = {
      ...sampleBusinessAnalysis,
      targetCustomerProfile: {
        demographics: {
          type: 'Independent full-service restaurants',
          size: '1-5 locations',
          location: '',
          age: '',
          income: '',
          occupation: '',
        },
        psychographics: { values: [], painPoints: [] },
      },
    };
    expect(offerFromAnalysis(profiled).suits).toBe('Independent full-service restaurants (1-5 locations)');
  });

  it("keeps every text within the offer's bounds when the report is long", () => {
    const long = 'word '.repeat(200);
    const report: BusinessAnalysis = {
      ...withFeatures([{ feature: long, benefit: long }], { a: `${long} 42%` }),
      company_name: long,
      business_profile: {
        ...withFeatures([{ feature: long, benefit: long }], { a: `${long} 42%` }).business_profile,
        name: long,
      },
    };
    expect(OfferSchema.safeParse(offerFromAnalysis(report, { name: long, title: long })).success).toBe(true);
  });

  it("leaves out what the report does not know, and a bare 'Restaurants' in favour of its buyers", () => {
    const vague: BusinessAnalysis = {
      ...sampleBusinessAnalysis,
      targetCustomerProfile: {
        demographics: {
          type: 'Restaurants',
          size: 'Not stated on the website',
          location: '',
          age: '',
          income: '',
          occupation: '',
        },
        psychographics: { values: [], painPoints: [] },
      },
    };
    expect(offerFromAnalysis(vague).suits).toBe('Restaurant Owners and Multi-Unit Operators');
  });

  // The five simulated vendors' reports as the analysis service writes them (name, one line, features).
  const vendor = (name: string, description: string, features: string[], metrics: Record<string, string> = {}) =>
    ({
      ...sampleBusinessAnalysis,
      company_name: name,
      business_profile: {
        name,
        description,
        personas: [],
        features: features.map((f) => {
          const [feature, benefit] = f.split(': ');
          return { feature: feature!, benefit: benefit ?? '', payoff: '' };
        }),
        metrics,
      },
    }) satisfies BusinessAnalysis;

  it.each([
    [
      'pos',
      vendor(
        'TablePoint POS',
        'TablePoint POS is a cloud point of sale for restaurants and bars: tableside ordering, menu sync and card payments that keep working offline.',
        [
          'Tableside ordering: Servers take orders and payments at the table on a handheld.',
          'Offline mode: Keep ringing up orders and taking cards when the internet drops.',
        ],
      ),
    ],
    [
      'online_ordering',
      vendor(
        'OrderHatch',
        'OrderHatch gives restaurants their own online ordering site, pickup and delivery with no marketplace commission.',
        [
          'Branded ordering site: Guests order from your own website, not a marketplace.',
          'Delivery dispatch: Send orders to local couriers without a marketplace markup.',
          'Loyalty rewards: Guests earn points on every direct order and come back sooner.',
        ],
      ),
    ],
    [
      'reservations',
      vendor('SeatWise', 'SeatWise takes online reservations, runs the waitlist and cuts no-shows for restaurants.', [
        'Online booking: Take reservations around the clock from your website, Google and Instagram.',
      ]),
    ],
    [
      'marketing',
      vendor('BuzzLoop', 'BuzzLoop is email, text and review marketing for restaurants that runs itself.', [
        'Email and text campaigns: Send a weekly special to every guest who opted in, written for you.',
        'Birthday club: Collect birthdays at sign-up and send a treat that brings the whole table in.',
      ]),
    ],
    [
      'payroll_scheduling',
      vendor('ShiftPay', 'ShiftPay runs restaurant payroll, tip pooling and payroll taxes in one place.', [
        'Tip pooling: Split tips by hours or points automatically, with every payout on the record.',
        'Scheduling sync: Hours from your schedule and time clock flow straight into payroll.',
      ]),
    ],
  ] as const)('files a simulated vendor under %s', (category, report) => {
    expect(offerFromAnalysis(report).category).toBe(category);
  });

  it("names the company as a rep says whom they are with, and the product as the site does: 'TablePoint' and 'TablePoint POS'", () => {
    const names = (name: string) => {
      const offer = offerFromAnalysis(vendor(name, `${name} is software for restaurants.`, []));
      return [offer.company_name, offer.product_name, offer.sender_name];
    };
    expect(names('TablePoint POS')).toEqual(['TablePoint', 'TablePoint POS', 'The TablePoint team']);
    expect(names('Acme Online Ordering')).toEqual(['Acme', 'Acme Online Ordering', 'The Acme team']);
    expect(names('ShiftPay')).toEqual(['ShiftPay', 'ShiftPay', 'The ShiftPay team']);
    // A name that is only the product word stays whole.
    expect(names('POS')).toEqual(['POS', 'POS', 'The POS team']);
    // A report with no feature and no description: what the product offers, by its name.
    const bare = offerFromAnalysis({ ...vendor('TablePoint POS', '', []), coreUSP: '' });
    expect(bare.value_points.map((p) => p.text)).toEqual(['What TablePoint POS offers']);
  });

  it('gives a result metric to the feature it speaks of, and never a price as the proof of a feature', () => {
    const report = vendor(
      'TablePoint POS',
      'A cloud point of sale.',
      [
        'Tableside ordering: Servers take orders at the table.',
        'Split checks: Split by seat, by item or evenly in two taps.',
      ],
      {
        '18%, 40 seconds':
          'Restaurants that switched to TablePoint turn tables 18% faster and close out checks in under 40 seconds.',
        '$69, $499': 'Plans start at $69 per month per location, with hardware from $499.',
      },
    );
    expect(offerFromAnalysis(report).value_points).toEqual([
      { text: 'Tableside ordering: Servers take orders at the table.', proof: null },
      {
        text: 'Split checks: Split by seat, by item or evenly in two taps.',
        proof:
          'Restaurants that switched to TablePoint turn tables 18% faster and close out checks in under 40 seconds.',
      },
    ]);
  });

  it('keeps a long proof as a whole claim, cut where a clause ends, never broken off mid-phrase', () => {
    const report = vendor(
      'OrderHatch',
      'Online ordering for restaurants.',
      ['Delivery dispatch: Send orders to local couriers.'],
      {
        '30%, 90 days':
          'Restaurants on OrderHatch move 30% of their delivery orders off third-party apps within 90 days and save an average of $2,400 a month in commissions they used to pay.',
      },
    );
    const [point] = offerFromAnalysis(report).value_points;
    expect(point?.proof).toBe(
      'Restaurants on OrderHatch move 30% of their delivery orders off third-party apps within 90 days',
    );
  });
});
