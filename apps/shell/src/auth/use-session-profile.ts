import type { ApiClient, Profile } from '@leadgen/contracts';
import { useEffect } from 'react';

/** Loads the stored profile for each new session; a failed read is only logged and leaves it unknown. */
export function useSessionProfile(api: ApiClient, token: string | null, setProfile: (profile: Profile) => void): void {
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    api.call('profileGet').then(
      (res) => !cancelled && setProfile(res.profile),
      (err: unknown) => console.warn('Profile unavailable', err),
    );
    return () => {
      cancelled = true;
    };
  }, [api, token, setProfile]);
}
