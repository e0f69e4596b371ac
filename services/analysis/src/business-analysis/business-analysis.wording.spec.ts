import { featureInSentence, lowerFirst, roleInSentence, rolesInSentence } from './business-analysis.wording.js';

describe('the site’s audiences and features inside a sentence', () => {
  it('writes a persona card’s title as a sentence says it', () => {
    expect(rolesInSentence('Bar Owner')).toBe('bar owners');
    expect(rolesInSentence('Multi-Location Group Operator')).toBe('multi-location group operators');
    expect(rolesInSentence('Café Owner')).toBe('café owners');
    expect(rolesInSentence('Brewery')).toBe('breweries');
    expect(roleInSentence('HR Manager')).toBe('HR manager');
  });

  it('keeps a feature’s own capitals after its first word, and acronyms and names at the start', () => {
    expect(featureInSentence('Tableside ordering')).toBe('tableside ordering');
    expect(featureInSentence('SMS campaigns')).toBe('SMS campaigns');
    expect(lowerFirst('OpenTable sync keeps the book full')).toBe('OpenTable sync keeps the book full');
  });
});
