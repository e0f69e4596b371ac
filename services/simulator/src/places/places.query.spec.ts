import { CUISINES } from '@leadgen/contracts';
import { parsePlace, parseTextQuery } from './places.query.js';

describe("reading the Places API's textQuery", () => {
  it("reads the product's own queries, every catalogue cuisine by its display name", () => {
    expect(parseTextQuery('restaurants in Fredericksburg, TX')).toEqual({
      cuisine: null,
      words: null,
      place: { name: 'Fredericksburg', state: 'TX' },
    });
    for (const { value, display_name } of CUISINES)
      expect(parseTextQuery(`${display_name} restaurants in Austin, TX`)).toEqual({
        cuisine: value,
        words: null,
        place: { name: 'Austin', state: 'TX' },
      });
  });

  it('reads the ways people write a query', () => {
    expect(parseTextQuery('pizza near Boise ID')).toMatchObject({
      cuisine: 'pizza',
      place: { name: 'Boise', state: 'ID' },
    });
    expect(parseTextQuery('sushi bars in Salt Lake City, Utah, USA')).toMatchObject({
      cuisine: 'sushi',
      place: { name: 'Salt Lake City', state: 'UT' },
    });
    expect(parseTextQuery('Golden Fork in Portland')).toEqual({
      cuisine: null,
      words: 'Golden Fork',
      place: { name: 'Portland', state: null },
    });
    expect(parseTextQuery('tacos')).toMatchObject({ cuisine: 'mexican', place: null });
  });

  it('reads a place with or without its state', () => {
    expect(parsePlace('St. Louis, MO 63101')).toEqual({ name: 'St. Louis', state: 'MO' });
    expect(parsePlace('Fredericksburg, Narnia')).toEqual({ name: 'Fredericksburg', state: null });
    expect(parsePlace(' , ')).toBeNull();
  });
});
