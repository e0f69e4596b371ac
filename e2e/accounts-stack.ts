import { verificationCodeIn } from '@leadgen/simulator/testing';
// @ts-expect-error plain ESM module without types
import { E2E_ACCESS_CODE } from '../tools/test-stack.mjs';
import { startTestStack } from './stack.js';

/** The gate's code this run's accounts service checks. */
export const ACCESS_CODE: string = E2E_ACCESS_CODE;

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
