// The /signup page hands its password to the wizard in memory only: never stored, gone on reload.
let pending: string | null = null;

export function handOffPassword(password: string): void {
  pending = password;
}

/** The handed-off password, once; later calls get null. */
export function takeHandedOffPassword(): string | null {
  const value = pending;
  pending = null;
  return value;
}
