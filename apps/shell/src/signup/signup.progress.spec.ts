import { EMPTY_WIZARD } from './wizard.logic.js';
import { parseProgress, progressToKeep, resumePlan } from './signup.progress.js';

const answers = {
  ...EMPTY_WIZARD,
  email: 'rep@example.com',
  code: '123456',
  password: 'A secret one!',
  firstName: 'Ana',
  companyName: 'Tills Inc',
};

describe('the sign-up wizard kept over a reload', () => {
  it('keeps the step and the answers, never the password or the code', () => {
    const kept = progressToKeep('company', answers)!;
    expect(kept.step).toBe('company');
    expect(kept.data).toMatchObject({ email: 'rep@example.com', firstName: 'Ana', companyName: 'Tills Inc' });
    expect(JSON.stringify(kept)).not.toContain('A secret one!');
    expect(JSON.stringify(kept)).not.toContain('123456');
  });

  it('keeps nothing on the first step (the rep starts there, or went back to start over)', () => {
    expect(progressToKeep('email', answers)).toBeNull();
  });

  it('reads back what it kept, and nothing from a value that is not one', () => {
    const kept = progressToKeep('role', answers);
    expect(parseProgress(JSON.stringify(kept))).toEqual(kept);
    expect(parseProgress('{"step":"nowhere","data":{}}')).toBeNull();
    expect(parseProgress('not json')).toBeNull();
    expect(parseProgress(null)).toBeNull();
    expect(parseProgress('{"step":"role","data":{"password":"x","email":"a@b.co"}}')?.data).not.toHaveProperty(
      'password',
    );
  });

  it('opens past the password on the password step, then goes straight back to where the rep was', () => {
    expect(resumePlan(progressToKeep('company', answers)!)).toEqual({ open: 'password', thenTo: 'company' });
    expect(resumePlan(progressToKeep('verify', answers)!)).toEqual({ open: 'verify', thenTo: null });
    expect(resumePlan(progressToKeep('password', answers)!)).toEqual({ open: 'password', thenTo: null });
  });
});
