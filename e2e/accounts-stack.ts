import { startTestStack } from './stack.js';

/** The gate's code and the demo verification code this run's accounts service accepts. */
export const ACCESS_CODE = 'e2e-open-sesame';
export const DEMO_CODE = '246810';

/** The test stack with the access code and the demo verification code the account screens need. */
export function startAccountsStack() {
  return startTestStack({ ACCESS_CODE, DEMO_VERIFICATION_CODE: DEMO_CODE });
}
