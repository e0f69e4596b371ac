import { CUISINES } from './cuisines.js';
import { cuisineDisplayName, fitDecisionName } from './display-names.js';

describe('display names', () => {
  it("names a cuisine as the search form's dropdown does", () => {
    expect(cuisineDisplayName('bbq')).toBe('BBQ');
    expect(cuisineDisplayName('breakfast_brunch')).toBe('Breakfast & Brunch');
    expect(cuisineDisplayName('mexican')).toBe('Mexican');
    for (const c of CUISINES) expect(cuisineDisplayName(c.value)).toBe(c.display_name);
  });

  it('reads a value outside the catalogue as words, and nothing as nothing', () => {
    expect(cuisineDisplayName('food_truck')).toBe('Food Truck');
    expect(cuisineDisplayName('')).toBe('');
    expect(cuisineDisplayName(null)).toBe('');
  });

  it('names each fit decision in words', () => {
    expect(fitDecisionName('good_fit')).toBe('Good fit');
    expect(fitDecisionName('marginal_fit')).toBe('Marginal fit');
    expect(fitDecisionName('bad_fit')).toBe('Bad fit');
    expect(fitDecisionName('')).toBe('');
  });
});
