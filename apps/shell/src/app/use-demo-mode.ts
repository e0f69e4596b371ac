import { useEffect, useState } from 'react';
import { publicApi } from '../auth/public.client.js';

/** Whether the server runs in demo mode, from the runtime config route; false until it answers. */
export function useDemoMode(): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let cancelled = false;
    publicApi.call('config').then(
      (config) => !cancelled && setDemo(config.demo_mode === true),
      (err: unknown) => console.warn('Runtime config unavailable', err),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return demo;
}
