/**
 * What the /signup page hands the wizard once the server has sent the verification code: the
 * email, and the password in memory only (never stored, gone on reload). The wizard then opens
 * on its verify step instead of asking for the email again.
 */
export interface SignupHandOff {
  email: string;
  password: string;
}

let pending: SignupHandOff | null = null;

export function handOffSignup(handOff: SignupHandOff): void {
  pending = handOff;
}

/** The hand-off waiting for the wizard, if any; it stays until cleared. */
export function pendingSignup(): SignupHandOff | null {
  return pending;
}

export function clearSignupHandOff(): void {
  pending = null;
}
