import { brandKey, hasLocationSuffix, nameKey, phoneKey, stripLocationSuffix } from './place.names.js';
import { websiteHost } from './place.website.js';

describe('brand names with location suffixes removed', () => {
  it.each([
    ['Taco Trail - Downtown', 'Taco Trail'],
    ['Taco Trail – Austin', 'Taco Trail'],
    ['Taco Trail #12', 'Taco Trail'],
    ['Taco Trail (Midtown)', 'Taco Trail'],
    ['Taco Trail (Midtown) #4', 'Taco Trail'],
    ['Taco Trail Store 112', 'Taco Trail'],
    ['Taco Trail', 'Taco Trail'],
    ['Smith, Jones & Co. Oyster Bar', 'Smith, Jones & Co. Oyster Bar'],
  ])('%s -> %s', (name, brand) => {
    expect(stripLocationSuffix(name)).toBe(brand);
  });

  it('compares names without case, accents, "the", "&"/"and" or punctuation', () => {
    expect(nameKey('The Golden Spoon & Co.')).toBe(nameKey('golden spoon and co'));
    expect(nameKey('Café Déjà Vu')).toBe('cafe deja vu');
    expect(brandKey('Taco Trail #3')).toBe(brandKey('TACO TRAIL - Airport'));
    expect(hasLocationSuffix('Taco Trail #3')).toBe(true);
    expect(hasLocationSuffix('Casa Verde')).toBe(false);
  });

  it('normalises phones and website hosts', () => {
    expect(phoneKey('+1 (512) 555-0142')).toBe('5125550142');
    expect(phoneKey('512.555.0142')).toBe('5125550142');
    expect(phoneKey('12')).toBeNull();
    expect(websiteHost('https://WWW.Casa.example.com/menu?x=1')).toBe('casa.example.com');
    expect(websiteHost('casa.example.org')).toBe('casa.example.org');
    expect(websiteHost('not a url')).toBeNull();
  });
});
