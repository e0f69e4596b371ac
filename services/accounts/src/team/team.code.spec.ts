import { TeamCodeSchema } from '@leadgen/contracts';
import { inviteCodeHash, newInviteCode } from './team.code.js';

describe('invite codes', () => {
  it('are 8 capital letters and digits with a digit, and the join form takes them', () => {
    for (let i = 0; i < 500; i++) {
      const code = newInviteCode();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(code).toMatch(/\d/);
      expect(TeamCodeSchema.parse(` ${code.toLowerCase()} `)).toBe(code);
    }
  });

  it('differ from one invite to the next', () => {
    const codes = new Set(Array.from({ length: 1000 }, newInviteCode));
    expect(codes.size).toBe(1000);
  });

  it('are kept as a keyed hash that the typed code matches in any case', () => {
    expect(inviteCodeHash('s', 'AB3CDEFG')).toBe(inviteCodeHash('s', 'ab3cdefg'));
    expect(inviteCodeHash('s', 'AB3CDEFG')).not.toBe(inviteCodeHash('t', 'AB3CDEFG'));
    expect(inviteCodeHash('s', 'AB3CDEFG')).not.toContain('AB3CDEFG');
  });
});
