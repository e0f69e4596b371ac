import { CUISINES, cuisineOption, cuisineValue } from '@leadgen/contracts';
import { hasType, primaryTypeOf, typesOf } from './places.types.js';

describe("the Places API's types for each cuisine", () => {
  it('reads every catalogue cuisine back from its primaryType, as the product reads it', () => {
    for (const { value } of CUISINES) {
      expect(cuisineValue(primaryTypeOf(value))).toBe(value);
      expect(cuisineOption(cuisineValue(primaryTypeOf(value))!)).toBeDefined();
    }
  });

  it('lists the primary type first and the broad ones after it', () => {
    expect(typesOf('sandwich')).toEqual([
      'deli',
      'sandwich_shop',
      'restaurant',
      'food',
      'point_of_interest',
      'establishment',
    ]);
    expect(hasType('mexican', 'mexican_restaurant')).toBe(true);
    expect(hasType('mexican', 'restaurant')).toBe(true);
    expect(hasType('mexican', 'pizza_restaurant')).toBe(false);
  });
});
