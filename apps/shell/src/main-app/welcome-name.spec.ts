import { welcomeName } from './welcome-name.js';

describe('whom the header greets', () => {
  it("is the rep's first name from the profile", () => {
    expect(welcomeName({ first_name: ' Dana ' }, 'dana@tabletech.example')).toBe('Dana');
  });

  it('is the email while the profile is loading or names nobody', () => {
    expect(welcomeName(null, 'dana@tabletech.example')).toBe('dana@tabletech.example');
    expect(welcomeName({ first_name: '  ' }, 'dana@tabletech.example')).toBe('dana@tabletech.example');
  });
});
