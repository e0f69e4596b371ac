import type { Profile } from '@leadgen/contracts';
import {
  ACCOUNT_MESSAGES,
  accountInfoError,
  accountInfoUpdate,
  companySizeOptions,
  formFromProfile,
  formatDate,
  formatMoment,
  monthlyLeadsText,
  planLabel,
  passwordChangeError,
  passwordSavedMessage,
} from './account-settings.logic.js';

const profile: Profile = {
  id: 'u1',
  email: 'rae@example.com',
  first_name: 'Rae',
  last_name: 'Rep',
  company_name: 'Tacos Inc',
  company_size: null,
  company_website: null,
  role: 'Manager',
  subscription_tier: 'free',
  credits_remaining: 100,
};

describe('account info', () => {
  const saved = formFromProfile(profile);

  it('fills the form from the stored profile, blanks for missing values', () => {
    expect(saved).toEqual({
      first_name: 'Rae',
      last_name: 'Rep',
      email: 'rae@example.com',
      company_name: 'Tacos Inc',
      company_size: '',
      company_website: '',
      meeting_url: '',
    });
  });

  it('needs first name, last name and email', () => {
    expect(accountInfoError(saved)).toBeNull();
    expect(accountInfoError({ ...saved, first_name: ' ' })).toBe(ACCOUNT_MESSAGES.infoRequired);
    expect(accountInfoError({ ...saved, last_name: '' })).toBe(ACCOUNT_MESSAGES.infoRequired);
    expect(accountInfoError({ ...saved, email: '' })).toBe(ACCOUNT_MESSAGES.infoRequired);
    expect(accountInfoError({ ...saved, email: 'not-an-email' })).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(accountInfoError({ ...saved, company_name: '' })).toBeNull();
  });

  it('sends only what changed, trimmed, with cleared optional fields as null', () => {
    expect(accountInfoUpdate(saved, saved)).toEqual({});
    expect(
      accountInfoUpdate(saved, { ...saved, first_name: ' Rachel ', company_name: '', company_size: '11-50' }),
    ).toEqual({ first_name: 'Rachel', company_name: null, company_size: '11-50' });
    // The booking page is one of the optional fields: set, then cleared as null.
    const linked = { ...saved, meeting_url: ' https://cal.com/rae ' };
    expect(accountInfoUpdate(saved, linked)).toEqual({ meeting_url: 'https://cal.com/rae' });
    expect(accountInfoUpdate({ ...linked, meeting_url: 'https://cal.com/rae' }, saved)).toEqual({ meeting_url: null });
  });

  it('offers the account sizes and keeps a size given at sign-up', () => {
    expect(companySizeOptions('')).toEqual(['1-10', '11-50', '51-200', '201-500', '500+']);
    expect(companySizeOptions('51-200')).toEqual(['1-10', '11-50', '51-200', '201-500', '500+']);
    expect(companySizeOptions('2 to 5')).toEqual(['2 to 5', '1-10', '11-50', '51-200', '201-500', '500+']);
  });
});

describe('password change', () => {
  it('checks current, match, then length', () => {
    expect(passwordChangeError({ current: '', next: 'long-enough', confirm: 'long-enough' })).toBe(
      'Current password is required',
    );
    expect(passwordChangeError({ current: 'x', next: 'long-enough', confirm: 'long-enougH' })).toBe(
      'New passwords do not match',
    );
    expect(passwordChangeError({ current: 'x', next: 'short', confirm: 'short' })).toBe(
      'New password must be at least 8 characters long',
    );
    expect(passwordChangeError({ current: 'x', next: '12345678', confirm: '12345678' })).toBeNull();
  });

  it('says when the change signed the other devices out', () => {
    expect(
      passwordSavedMessage({ message: 'Password updated successfully!', note: 'Your other sessions were signed out.' }),
    ).toBe('Password updated successfully! Your other sessions were signed out.');
    expect(passwordSavedMessage({ message: 'Password updated successfully!' })).toBe('Password updated successfully!');
    expect(passwordSavedMessage({})).toBe(ACCOUNT_MESSAGES.passwordSaved);
  });
});

describe('display helpers', () => {
  it('formats the reset date as a calendar date', () => {
    expect(formatDate('2030-07-01T00:00:00.000Z')).toBe('July 1, 2030');
    expect(formatDate('soon')).toBe('soon');
  });

  it('formats when a session started or was last seen with its time', () => {
    expect(formatMoment('2026-11-25T15:05:00.000Z', 'UTC')).toBe('Nov 25, 2026, 3:05 PM');
    expect(formatMoment('never')).toBe('never');
  });

  it('names the plan as the server says it, with the trial’s last day while it runs', () => {
    expect(planLabel('starter', 'Starter trial', '2026-12-14')).toBe('Starter trial, ends December 14, 2026');
    expect(planLabel('free', 'Free', null)).toBe('Free');
    // A server from before plan names: the plan's own name.
    expect(planLabel('pro')).toBe('Professional');
    expect(planLabel('gold')).toBe('Gold');
    expect(planLabel('')).toBe('Unknown');
  });

  it('says the plan’s monthly leads, as the landing page prices them', () => {
    expect(monthlyLeadsText('starter')).toBe('500 leads a month');
    expect(monthlyLeadsText('pro')).toBe('2,500 leads a month');
    expect(monthlyLeadsText('unknown')).toBe('100 leads a month');
  });
});
