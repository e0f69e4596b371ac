import { use, useEffect, useState } from 'react';
import { publicApi } from '../auth/public.client.js';

/** How long a screen that shows the demo note above its form waits for the answer before showing without it. */
const SETTLE_WAIT_MS = 1500;

/** What the shell reads from the runtime config: demo mode, and where the demo's mailbox page is. */
export interface RuntimeAnswer {
  demoMode: boolean;
  /** The simulated mailbox's page (demo mode only), where the sign-up codes arrive. */
  mailboxUrl: string | null;
}

const UNKNOWN: RuntimeAnswer = { demoMode: false, mailboxUrl: null };

let answer: RuntimeAnswer | undefined;
let request: Promise<RuntimeAnswer> | undefined;
let settled: Promise<RuntimeAnswer | undefined> | undefined;

/** The runtime config route, asked once per page load; not demo mode and no mailbox when it cannot be read. */
function runtimeRequest(): Promise<RuntimeAnswer> {
  request ??= publicApi.call('config').then(
    (config) =>
      (answer = { demoMode: config.demo_mode === true, mailboxUrl: config.demo_mode ? config.mailbox_url : null }),
    (err: unknown) => {
      console.warn('Runtime config unavailable', err);
      return (answer = UNKNOWN);
    },
  );
  return request;
}

function useRuntimeAnswer(): RuntimeAnswer {
  const [current, setCurrent] = useState(answer ?? UNKNOWN);
  useEffect(() => {
    let cancelled = false;
    void runtimeRequest().then((value) => !cancelled && setCurrent(value));
    return () => {
      cancelled = true;
    };
  }, []);
  return current;
}

/** Whether the server runs in demo mode; false until it answers, then the answer. */
export function useDemoMode(): boolean {
  return useRuntimeAnswer().demoMode;
}

/**
 * The runtime answer, for a screen that shows a demo note above or inside its form: the screen
 * waits (suspends) for it, up to SETTLE_WAIT_MS, so the note does not arrive after the form and
 * push it down under the rep's finger. A slower answer still shows the note when it comes.
 */
export function useSettledRuntime(): RuntimeAnswer {
  settled ??= Promise.race([
    runtimeRequest(),
    new Promise<undefined>((resolve) => setTimeout(resolve, SETTLE_WAIT_MS)),
  ]);
  const first = use(settled);
  const late = useRuntimeAnswer();
  return first ?? late;
}

/** Whether the server runs in demo mode, for a screen that shows the demo note above its form (see useSettledRuntime). */
export function useSettledDemoMode(): boolean {
  return useSettledRuntime().demoMode;
}
