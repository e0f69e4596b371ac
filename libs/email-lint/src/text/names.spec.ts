import { looksLikeName, samePerson } from './names.js';

describe('names', () => {
  it('tells a name from other words', () => {
    expect(looksLikeName('Sam Rivera')).toBe(true);
    expect(looksLikeName("Mary-Jane O'Neil")).toBe(true);
    expect(looksLikeName('Luis de la Cruz')).toBe(true);
    expect(looksLikeName('the TablePoint team')).toBe(true);
    expect(looksLikeName('Account Executive, TablePoint')).toBe(false);
    expect(looksLikeName('for your time')).toBe(false);
    expect(looksLikeName('A Very Long Name Indeed')).toBe(false);
  });

  it('takes a first name, a full name, or a title and last name for the same person', () => {
    expect(samePerson('Sam', 'Sam Rivera')).toBe(true);
    expect(samePerson('sofia', 'Sofía Marquez')).toBe(true);
    expect(samePerson('Ms. Lopez', 'Maria Lopez')).toBe(true);
    expect(samePerson('Chef Maria', 'Maria Lopez')).toBe(false);
    expect(samePerson('Demo Rep', 'Sam Rivera')).toBe(false);
    expect(samePerson('Rivera', 'Sam Rivera')).toBe(false);
  });
});
