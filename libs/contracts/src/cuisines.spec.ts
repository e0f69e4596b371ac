import { catalogueCuisine, cuisineCategory, cuisineValue } from './cuisines.js';

describe('the cuisine catalogue', () => {
  it('reads what forms, listings and sites say as a catalogue value', () => {
    expect(cuisineValue('Tex-Mex')).toBe('tex_mex');
    expect(cuisineValue('pizza_restaurant')).toBe('pizza');
    expect(cuisineValue('Steak House')).toBe('steakhouse');
    expect(cuisineValue('Breakfast & Brunch')).toBe('breakfast_brunch');
    expect(cuisineValue('gastropub')).toBe('bar');
    expect(cuisineValue('All Cuisines')).toBeNull();
  });

  it('keeps a cuisine it does not know as the source says it, but a pitch names only catalogue ones', () => {
    expect(cuisineValue('Ethiopian')).toBe('ethiopian');
    expect(catalogueCuisine('Ethiopian')).toBeNull();
    expect(catalogueCuisine('noodles')).toBe('ramen');
    expect(catalogueCuisine(null)).toBeNull();
  });

  it('says how well each cuisine fits what reps sell', () => {
    expect(cuisineCategory('italian')).toBe('strong');
    expect(cuisineCategory('cafe')).toBe('tricky');
    expect(cuisineCategory('ethiopian')).toBe('other');
  });
});
