import type { Profile } from '@leadgen/contracts';

/** Whom the header greets: the rep's first name once the profile gives one, else the email they signed in with. */
export function welcomeName(profile: Pick<Profile, 'first_name'> | null | undefined, email: string): string {
  return profile?.first_name?.trim() || email;
}
