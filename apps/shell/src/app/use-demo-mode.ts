import { use, useEffect, useState } from 'react';
import { publicApi } from '../auth/public.client.js';

/** How long a screen that shows the demo note above its form waits for the answer before showing without it. */
const SETTLE_WAIT_MS = 1500;

let answer: boolean | undefined;
let request: Promise<boolean> | undefined;
let settled: Promise<boolean | undefined> | undefined;

/** The server's demo flag from the runtime config route, asked once per page load; false when it cannot be read. */
function demoModeRequest(): Promise<boolean> {
  request ??= publicApi.call('config').then(
    (config) => (answer = config.demo_mode === true),
    (err: unknown) => {
      console.warn('Runtime config unavailable', err);
      return (answer = false);
    },
  );
  return request;
}

/** Whether the server runs in demo mode; false until it answers, then the answer. */
export function useDemoMode(): boolean {
  const [demo, setDemo] = useState(answer ?? false);
  useEffect(() => {
    let cancelled = false;
    void demoModeRequest().then((value) => !cancelled && setDemo(value));
    return () => {
      cancelled = true;
    };
  }, []);
  return demo;
}

/**
 * Whether the server runs in demo mode, for a screen that shows the demo note above its form: the
 * screen waits (suspends) for the answer, up to SETTLE_WAIT_MS, so the note does not arrive after
 * the form and push it down under the rep's finger. A slower answer still shows the note when it comes.
 */
export function useSettledDemoMode(): boolean {
  settled ??= Promise.race([
    demoModeRequest(),
    new Promise<undefined>((resolve) => setTimeout(resolve, SETTLE_WAIT_MS)),
  ]);
  const first = use(settled);
  const late = useDemoMode();
  return first ?? late;
}
