import { readAudience, singular } from './business-analysis.audience.js';
import { pageLines } from './business-analysis.lines.js';

const roles = (headings: string[], lines: string[], description = '') =>
  readAudience(pageLines({ headings, text: lines.join('\n') }), description).map((p) => p.role);

describe('audience read from a vendor page', () => {
  it("names a persona for each kind of restaurant and each person the 'who it's for' section names, kinds first", () => {
    expect(
      roles(
        ['Who it’s for'],
        [
          'Who it’s for',
          'Made for owners, general managers and bookkeepers at independent restaurants and franchise groups.',
        ],
      ),
    ).toEqual([
      'Independent Restaurant Owner',
      'Franchise Group Operator',
      'Restaurant Owner',
      'General Manager',
      'Bookkeeper',
    ]);
  });

  it('reads audiences in sentences that say whom the product serves, and in the description', () => {
    expect(
      roles(
        [],
        ['Trusted by 3,200 wine bars.', 'SeatWise works for fine dining rooms.'],
        'A point of sale for pizzerias.',
      ),
    ).toEqual(['Wine Bar Owner', 'Fine Dining Room General Manager', 'Pizzeria Owner']);
  });

  it('names no persona the site does not name', () => {
    expect(
      roles(
        [],
        [
          'Servers take orders at the table.',
          'Our marketing tools bring guests back.',
          '“We filled our Tuesdays.” — Dana R., owner',
        ],
      ),
    ).toEqual([]);
    expect(roles(['Who we serve'], ['Who we serve', 'Cafés that don’t have a marketing team.'])).toEqual([
      'Café Owner',
    ]);
  });

  it("reads 'owners' alone as restaurant owners, and an audience heading as a statement", () => {
    expect(roles([], ['Built for owners and GMs.'])).toEqual(['Restaurant Owner', 'General Manager']);
    expect(
      roles(
        ['Built for restaurant owners and general managers'],
        ['Built for restaurant owners and general managers', 'Owners grow revenue without adding staff.'],
      ),
    ).toEqual(['Restaurant Owner', 'General Manager']);
  });

  it('reads a heading that is only an audience name as naming that audience', () => {
    expect(
      roles(
        ['Multi-location groups', 'Menu sync'],
        ['Multi-location groups', 'Groups see every location in one report.', 'Menu sync', 'Works with the bar too.'],
      ),
    ).toEqual(['Multi-Location Group Operator']);
  });

  it('makes audiences singular the way they are written', () => {
    expect(['breweries', 'cafés', 'multi-location groups', 'catering businesses', 'franchisees'].map(singular)).toEqual(
      ['brewery', 'café', 'multi-location group', 'catering business', 'franchisee'],
    );
  });
});
