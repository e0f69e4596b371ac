import { givenNameOf } from './given-name.js';

describe("the given name a person's own address carries", () => {
  it("reads 'joe@', 'joe.cohen@', 'maria_lopez@' and 'sofia22@' as the name they are greeted by", () => {
    expect(givenNameOf('joe.cohen@gmail.com', 'Cohen Deli')).toBe('Joe');
    expect(givenNameOf('Maria_Lopez@casaverde.example.com', 'Casa Verde')).toBe('Maria');
    expect(givenNameOf('sofia22@yahoo.com', 'Rossi Trattoria')).toBe('Sofia');
    expect(givenNameOf('daniel-kim@seoulfood.example.com', 'Seoul Food')).toBe('Daniel');
    expect(givenNameOf('mike+orders@bistro.example.com', 'Bistro')).toBe('Mike');
  });

  it('gives no name for a role address, an initial, a run-together name or a word that is no given name', () => {
    for (const address of [
      'info@bistro.example.com',
      'events.team@bistro.example.com',
      'sales.mike@bistro.example.com',
      'j.cohen@bistro.example.com',
      'jcohen@bistro.example.com',
      'thegoldendragon@gmail.com',
      'nguyen.thanh@pho.example.com',
      'al@bistro.example.com',
    ])
      expect({ address, name: givenNameOf(address, 'Bistro') }).toEqual({ address, name: null });
  });

  it("gives no name for a word a restaurant's address more often means: 'olive@', 'basil@', 'happy.hour@'", () => {
    for (const address of ['olive@tuscany.example.com', 'basil@thai.example.com', 'happy.hour@bar.example.com'])
      expect({ address, name: givenNameOf(address, 'Bistro') }).toEqual({ address, name: null });
  });

  it("reads a word of the restaurant's name as the restaurant, unless the name is that person's ('Joe's Diner')", () => {
    expect(givenNameOf('grace@gracekitchen.example.com', 'Grace Kitchen')).toBeNull();
    expect(givenNameOf('rosa@gmail.com', 'Rosa Mexicano')).toBeNull();
    expect(givenNameOf('joe@joesdiner.example.com', "Joe's Diner")).toBe('Joe');
    expect(givenNameOf('mae@gmail.com', 'Mae’s Taqueria #2')).toBe('Mae');
  });
});
