import { jsonNestsDeeperThan, MAX_JSON_DEPTH, requestTextProblem } from './request-text.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

describe('JSON nesting, read from the bytes before parsing', () => {
  it(`lets ${MAX_JSON_DEPTH} levels through and stops one more`, () => {
    expect(jsonNestsDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonNestsDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(jsonNestsDeeperThan(bytes('['.repeat(10_000) + ']'.repeat(10_000)))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ csv: '['.repeat(1_000) + '\\"{{{' + '"[[[[' + '{'.repeat(500), b: [1, [2]] });
    expect(jsonNestsDeeperThan(bytes(text), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(JSON.stringify({ s: 'a\\', t: [[[[1]]]] })), 4)).toBe(true);
  });
});

describe('text a request holds that cannot be stored as sent', () => {
  it('names the field holding a lone surrogate, by its path as the API names it', () => {
    expect(requestTextProblem({ leads: [{ name: 'ok' }, { address: 'Main St \ud800' }] })).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      error: 'Invalid request: leads.1.address: Address contains a lone UTF-16 surrogate, which is not valid text.',
      fields: { 'leads.1.address': ['Address contains a lone UTF-16 surrogate, which is not valid text.'] },
    });
    expect(requestTextProblem({ criteria: { city: '\udc00' } })?.fields).toEqual({
      'criteria.city': ['City contains a lone UTF-16 surrogate, which is not valid text.'],
    });
    expect(requestTextProblem({ 'x\udfff': 1 })?.error).toBe(
      'Invalid request: x\\udfff: X\\udfff contains a lone UTF-16 surrogate, which is not valid text.',
    );
  });

  it('passes well-formed pairs (emoji) and plain text', () => {
    expect(requestTextProblem({ name: 'Pizza 🍕', list: ['𝒜', 'é'], n: 1, z: null })).toBeNull();
  });

  it('answers a null character as before', () => {
    expect(requestTextProblem({ first_name: 'Ana\u0000' })).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      error: 'First name contains a null character, which is not allowed.',
      fields: { first_name: ['First name contains a null character, which is not allowed.'] },
    });
  });

  it('refuses nesting past the limit without walking further', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    expect(requestTextProblem(deep)).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      error: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    });
  });
});
