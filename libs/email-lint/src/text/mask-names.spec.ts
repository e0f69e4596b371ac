import { maskNames } from './mask-names.js';

describe('masking names', () => {
  it("masks the restaurant's name, a person's full and first name, in any case and with a possessive", () => {
    expect(
      maskNames("Hi Maria, I loved Casa Verde's patio; CASA VERDE and Maria Lopez's team", [
        'Casa Verde',
        'Maria Lopez',
      ]),
    ).toBe("Hi <name>, I loved <name>'s patio; <name> and <name>'s team");
  });

  it("doesn't mask a common first word of a restaurant's name alone", () => {
    expect(maskNames('The Grill House is the best grill in town.', ['The Grill House'])).toBe(
      '<name> is the best grill in town.',
    );
  });

  it('masks a name written with a curly apostrophe, and leaves a text without names as it is', () => {
    expect(maskNames('Welcome to Flores’s Diner.', ["Flores's Diner"])).toBe('Welcome to <name>.');
    expect(maskNames('Nothing to mask.', [])).toBe('Nothing to mask.');
  });
});
