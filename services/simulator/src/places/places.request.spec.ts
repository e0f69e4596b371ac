import { parseSearchText } from './places.request.js';

describe('the searchText request body', () => {
  const status = (text: string) => {
    try {
      parseSearchText(text);
      return 'OK';
    } catch (err) {
      return `${(err as { status: string }).status}: ${(err as Error).message}`;
    }
  };

  it("accepts the product's own request", () => {
    const body = { textQuery: 'Mexican restaurants in Austin, TX', pageSize: 20, languageCode: 'en', regionCode: 'US' };
    expect(parseSearchText(JSON.stringify(body))).toEqual(body);
  });

  it('answers INVALID_ARGUMENT as Google words it', () => {
    expect(status('{')).toMatch(/^INVALID_ARGUMENT: Invalid JSON payload/);
    expect(status('{"pageSize": 5}')).toMatch(/^INVALID_ARGUMENT/);
    expect(status('{"textQuery": "  "}')).toBe('INVALID_ARGUMENT: Empty text_query.');
    expect(status('{"textQuery": "x", "colour": "red"}')).toMatch(/Unknown name "colour"/);
    expect(status('{"textQuery": "x", "locationBias": {}}')).toMatch(/exactly one of rectangle or circle/);
    expect(status('{"textQuery": "x", "locationRestriction": {"circle": {}}}')).toMatch(/^INVALID_ARGUMENT/);
  });
});
