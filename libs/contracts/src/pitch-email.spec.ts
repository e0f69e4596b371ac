import { greetingFor, teamNameOf, withoutLocation } from './pitch-email.js';

describe("a restaurant's name in a greeting", () => {
  it('leaves out a chain location, after a dash or in brackets, and a leading The', () => {
    expect(teamNameOf("Otis's Kitchen - Austin")).toBe("Otis's Kitchen");
    expect(teamNameOf('Blue Oven Crab Shack (Eastside)')).toBe('Blue Oven Crab Shack');
    expect(teamNameOf('The Copper Kettle | Downtown')).toBe('Copper Kettle');
    expect(greetingFor(null, 'Blue Oven Crab Shack (Eastside)')).toBe('Hi Blue Oven Crab Shack team,');
  });

  it('keeps a name that is only brackets or dashes, and brackets inside a name', () => {
    expect(withoutLocation('(Eastside)')).toBe('(Eastside)');
    expect(teamNameOf('Dot & Mae (the Original) Diner')).toBe('Dot & Mae (the Original) Diner');
    expect(greetingFor({ name: 'Priya Haddad' }, 'Lucy & Leo')).toBe('Hi Priya,');
  });
});
