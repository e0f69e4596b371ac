import { isFeatureName, listItemFeature, readFeatures } from './business-analysis.features.js';
import { pageLines } from './business-analysis.lines.js';

const read = (headings: string[], lines: string[], company = 'Acme Ordering') =>
  readFeatures(pageLines({ headings, text: lines.join('\n') }), company);

describe('features read from a vendor page', () => {
  it("takes 'Name — benefit' and 'Name: benefit' list items, never the section headings above them", () => {
    const features = read(
      ['Acme Ordering', 'Features', 'Results', "Who it's for"],
      [
        'Acme Ordering',
        'Features',
        'Menu sync — Change a price once and every menu updates.',
        'Review booster: Ask happy guests for a review right after they pay.',
        'Results',
        'Guests come back 20% more often.',
        "Who it's for",
        'Built for independent restaurants.',
      ],
    );
    expect(features.map((f) => [f.feature, f.benefit])).toEqual([
      ['Menu sync', 'Change a price once and every menu updates.'],
      ['Review booster', 'Ask happy guests for a review right after they pay.'],
    ]);
  });

  it('takes feature cards (a heading and its sentence), the second sentence as the payoff', () => {
    const features = read(
      ['Acme Ordering', 'Why operators switch', 'Offline mode', 'Split checks'],
      [
        'Acme Ordering',
        'Online ordering for busy kitchens.',
        'Why operators switch',
        'Offline mode',
        'Keep taking cards when the internet drops. No sale is lost.',
        'Split checks',
        'Split by seat or item in two taps.',
      ],
    );
    expect(features).toEqual([
      { feature: 'Offline mode', benefit: 'Keep taking cards when the internet drops.', payoff: 'No sale is lost.' },
      { feature: 'Split checks', benefit: 'Split by seat or item in two taps.', payoff: '' },
    ]);
  });

  it('does not take the hero, the company, prices, audiences, quotes or sections with more than a card', () => {
    const features = read(
      [
        'Fill every table, even on a Tuesday',
        'Acme Ordering for teams',
        'Made for busy counters',
        'Plans',
        'Everything in one place',
        'Great value',
      ],
      [
        'Fill every table, even on a Tuesday',
        'Acme takes bookings around the clock.',
        'Acme Ordering for teams',
        'One login for every location you run.',
        'Made for busy counters',
        'Acme is built for pizzerias and food trucks.',
        'Plans',
        'Plans start at $49 a month.',
        'Everything in one place',
        'Every order, every channel.',
        'Menus, orders and payouts together.',
        'One more line that makes this a section.',
        'Great value',
        'It costs $10 per location a month.',
        '“We stopped paying commissions.”',
        '— Dana R., owner, Copper Mug Café',
      ],
    );
    expect(features).toEqual([]);
  });

  it('does not take a card whose sentence says whom the product is for, or whose heading is an audience', () => {
    expect(
      read(
        ['Acme Ordering', 'Busy counters', 'Menu sync'],
        [
          'Acme Ordering',
          'Busy counters',
          'Acme is built for pizzerias and food trucks.',
          'Menu sync',
          'One menu everywhere you sell.',
        ],
      ).map((f) => f.feature),
    ).toEqual(['Menu sync']);
    expect(
      read(
        ['Acme Ordering', 'Multi-location groups'],
        ['Acme Ordering', 'Multi-location groups', 'Groups see every location in one report.'],
      ),
    ).toEqual([]);
  });

  it('names features with short noun phrases only', () => {
    expect(isFeatureName('Tableside ordering', 'Acme')).toBe(true);
    expect(isFeatureName('Plans start at $69', 'Acme')).toBe(false);
    expect(isFeatureName('Who it’s for'.replace('’', "'"), 'Acme')).toBe(false);
    expect(isFeatureName('How it works', 'Acme')).toBe(false);
    expect(isFeatureName('Acme Pay', 'Acme')).toBe(false);
    expect(isFeatureName('This is a long sentence about many things here', 'Acme')).toBe(false);
    expect(listItemFeature('Restaurants love it — 4.8 stars', 'Acme')).toBeNull();
    expect(listItemFeature('— Marco T., owner', 'Acme')).toBeNull();
    expect(listItemFeature('Tuesday – Thursday: 5pm – 10pm', 'Acme')).toBeNull();
    expect(listItemFeature('Sunday: 4pm – 9pm · Closed Monday', 'Acme')).toBeNull();
    expect(listItemFeature('Hummus with warm pita — $8', 'Acme')).toBeNull();
  });

  it('lists each feature once, in page order', () => {
    const features = read(
      ['Acme Ordering', 'Menu sync'],
      [
        'Acme Ordering',
        'Menu sync',
        'Change a price once and every menu updates.',
        'Menu sync — One menu everywhere you sell.',
      ],
    );
    expect(features.map((f) => f.feature)).toEqual(['Menu sync']);
  });
});
