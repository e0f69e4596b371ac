import { slugify, snakeCase } from './slug.js';

describe('slugify', () => {
  it('folds accents, ampersands and punctuation into hyphens', () => {
    expect(slugify('Café Olé & Co.', 60)).toBe('cafe-ole-and-co');
    expect(slugify("  Dot and Lola's Taqueria ", 60)).toBe('dot-and-lola-s-taqueria');
  });

  it('cuts to the length given', () => {
    expect(slugify('The Very Long Name of a Restaurant on Main Street', 12)).toBe('the-very-lon');
  });

  it("is 'restaurant' when no letter or digit is left", () => {
    expect(slugify('¡¿!?', 40)).toBe('restaurant');
    expect(slugify('', 40)).toBe('restaurant');
  });
});

describe('snakeCase', () => {
  it("writes a cuisine the catalogue's way", () => {
    expect(snakeCase('Tex-Mex')).toBe('tex_mex');
    expect(snakeCase(' Breakfast & Brunch ')).toBe('breakfast_and_brunch');
    expect(snakeCase('Crêperie')).toBe('creperie');
    expect(snakeCase('')).toBe('');
  });
});
