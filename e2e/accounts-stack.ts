import { verificationCodeIn } from '@leadgen/simulator/testing';
import { startTestStack } from './stack.js';

/** The gate's code this run's accounts service checks. */
export const ACCESS_CODE = 'e2e-open-sesame';

/** The test stack with the access code the account screens need. */
export function startAccountsStack() {
  return startTestStack({ ACCESS_CODE });
}

/**
 * The sign-up code the product mailed to `email`, read from the simulated mailbox as a rep reads it
 * (`after`: how many codes sent to that address came before the one wanted).
 */
export function mailedCode(stack: { mailboxUrl: string }, email: string, after = 0): Promise<string> {
  return verificationCodeIn(stack.mailboxUrl, email, { after });
}
