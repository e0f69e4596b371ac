import { findNullCharacter, nullCharacterProblem } from './null-character.js';

describe('null characters in request bodies', () => {
  it('finds the first text holding U+0000, anywhere in the body', () => {
    expect(findNullCharacter({ first_name: 'Ana\u0000' })).toEqual(['first_name']);
    expect(findNullCharacter({ rows: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd\u0000' }] })).toEqual([
      'rows',
      3,
      'name',
    ]);
    expect(findNullCharacter({ lead: { pitch: { email_opener: 'x', tags: ['ok', '\u0000'] } } })).toEqual([
      'lead',
      'pitch',
      'tags',
      1,
    ]);
    expect(findNullCharacter('\u0000')).toEqual([]);
  });

  it('passes bodies without one, whatever they hold', () => {
    expect(findNullCharacter({ a: 'plain', b: 1, c: null, d: true, e: [{ f: 'é\u0001' }], g: '\\u0000' })).toBeNull();
    expect(nullCharacterProblem({})).toBeNull();
  });

  it("answers 400 naming the field in the product's words", () => {
    expect(nullCharacterProblem({ first_name: 'Ana\u0000' })).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      error: 'First name contains a null character, which is not allowed.',
      fields: { first_name: ['First name contains a null character, which is not allowed.'] },
    });
    expect(nullCharacterProblem({ rows: [{}, {}, {}, { name: '\u0000' }] })?.fields).toEqual({
      'rows.3.name': ['Name contains a null character, which is not allowed.'],
    });
  });

  it('names the line of a CSV file that holds it', () => {
    const problem = nullCharacterProblem({ csv: 'name,city,state\nUno,Austin,TX\nDos\u0000,Austin,TX\n' });
    expect(problem?.error).toBe('CSV contains a null character on line 3, which is not allowed.');
    expect(Object.keys(problem?.fields ?? {})).toEqual(['csv']);
  });

  it('refuses a key that holds one', () => {
    expect(findNullCharacter({ 'a\u0000b': 1 })).toEqual(['a\uFFFDb']);
  });
});
