import {
  EMPTY_WIZARD,
  WIZARD_MESSAGES,
  WIZARD_STEPS,
  completeSignupBody,
  isCompleteCode,
  localStepError,
  missingEmail,
  nextStep,
  previousStep,
  sanitizeCode,
  signupPasswordError,
} from './wizard.logic.js';

describe('wizard steps', () => {
  it('runs email, verify, password, name, role, company, size, website', () => {
    expect(WIZARD_STEPS).toEqual(['email', 'verify', 'password', 'name', 'role', 'company', 'size', 'website']);
  });

  it('moves one step at a time and stops at the ends', () => {
    expect(nextStep('email')).toBe('verify');
    expect(nextStep('website')).toBe('website');
    expect(previousStep('verify')).toBe('email');
    expect(previousStep('email')).toBe('email');
  });
});

describe('verification code', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeCode('12a3-4 5')).toBe('12345');
    expect(sanitizeCode('12345678')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });

  it('is complete at exactly six digits', () => {
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});

describe('signup password', () => {
  it.each([
    ['Short-Pass1', false],
    ['alllowercase-long', false],
    ['ALLUPPERCASE-LONG', false],
    ['NoSymbolsHereAtAll', false],
    ['NoSymbolsHere12345', false],
    ['Restaurant-Leads', true],
    ['Restaurant Leads', true],
    ['Twelve!Chars', true],
  ])('%s meets the rule: %s', (password, ok) => {
    expect(signupPasswordError(password)).toBe(ok ? null : WIZARD_MESSAGES.passwordRules);
  });
});

describe('step checks', () => {
  const filled = {
    ...EMPTY_WIZARD,
    email: 'rae@example.com',
    password: 'Restaurant-Leads',
    firstName: 'Rae',
    lastName: 'Rep',
    role: 'Manager',
    companyName: 'Tacos Inc',
    companySize: '2 to 5',
  };

  it.each([
    ['password', { password: 'weak' }, 'Password does not meet requirements'],
    ['name', { firstName: ' ' }, 'First name and last name are required'],
    ['name', { lastName: '' }, 'First name and last name are required'],
    ['role', { role: '' }, 'Please select your role'],
    ['company', { companyName: '  ' }, 'Company name is required'],
    ['size', { companySize: '' }, 'Please select company size'],
  ] as const)('%s step with %p says %s', (step, change, message) => {
    expect(localStepError(step, { ...filled, ...change })).toBe(message);
    expect(localStepError(step, filled)).toBeNull();
  });

  it('lets the website step through empty, as the website is optional', () => {
    expect(localStepError('website', filled)).toBeNull();
  });

  it('sends the wizard back when the email is gone', () => {
    expect(missingEmail('email', '')).toBeNull();
    expect(missingEmail('verify', '')).toBe('Email is missing. Please start over.');
    expect(missingEmail('name', ' ')).toBe('Email is missing. Please start over.');
    expect(missingEmail('website', '')).toBe('Email is required. Please start the signup process again.');
    expect(missingEmail('website', 'rae@example.com')).toBeNull();
  });

  it('builds the complete-signup body with trimmed text', () => {
    expect(completeSignupBody({ ...filled, firstName: ' Rae ', companyWebsite: ' https://tacos.example ' })).toEqual({
      email: 'rae@example.com',
      password: 'Restaurant-Leads',
      first_name: 'Rae',
      last_name: 'Rep',
      role: 'Manager',
      company_name: 'Tacos Inc',
      company_size: '2 to 5',
      company_website: 'https://tacos.example',
    });
  });
});
