import type { ApiClient, Profile } from '@leadgen/contracts';
import { useEffect, useState } from 'react';

/** The stored profile, read once; failed is true when it could not be read (the failure is only logged). */
export function useStoredProfile(api: ApiClient) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api.call('profileGet').then(
      (res) => !cancelled && setProfile(res.profile),
      (err: unknown) => {
        // A failed profile read is only logged; the token's own details still show.
        console.warn('Profile unavailable', err);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  return { profile, failed };
}
