import { randomUUID } from 'node:crypto';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS } from '@leadgen/contracts';
import { demoSourceOver, type DemoSites } from '@leadgen/site-reader';
import { firstValueFrom, timeout } from 'rxjs';
import type { z } from 'zod';
import { envOnOutsideProduction, onOutsideProduction } from './env.js';

/**
 * The demo-mode setting of a service that reads websites (analysis, diagnostics): its env schema
 * spreads it (`.extend(demoSitesSetting)`), checks it with `checkDemoSitesSetting` in its
 * `superRefine` and reads it as a boolean after `withDemoMode`.
 */
export const demoSitesSetting = {
  /** Demo mode: demo leads' websites are read from the demo world the leads service holds. On by default outside production. */
  DEMO_MODE: envOnOutsideProduction(),
};

type DemoModeRaw = { NODE_ENV: string; DEMO_MODE?: 'true' | 'false' | '1' | '0' };

/** Refuses demo mode in production: a production service never reads the demo world. */
export function checkDemoSitesSetting(env: DemoModeRaw, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && onOutsideProduction(env.DEMO_MODE, env.NODE_ENV)) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_MODE'],
      message: 'demo websites are never read in production: leave it empty or false',
    });
  }
}

/** The settings with DEMO_MODE read as on or off (on by default outside production). */
export function withDemoMode<E extends DemoModeRaw>(env: E): Omit<E, 'DEMO_MODE'> & { DEMO_MODE: boolean } {
  return { ...env, DEMO_MODE: onOutsideProduction(env.DEMO_MODE, env.NODE_ENV) };
}

/**
 * How a service's site reader treats the demo world's addresses: in demo mode (never in production) their
 * pages are asked of the leads service, which holds the demo world; otherwise they are refused.
 */
export function demoSitesFor(
  settings: { DEMO_MODE: boolean; NODE_ENV: string; SITE_FETCH_TIMEOUT_MS: number },
  client: ClientProxy,
): DemoSites {
  if (!settings.DEMO_MODE || settings.NODE_ENV === 'production') return 'off';
  return demoSourceOver((body) =>
    firstValueFrom(
      client
        .send(SUBJECTS.leads.demoSitePage, { request_id: randomUUID(), caller: null, ip: '', body })
        .pipe(timeout(settings.SITE_FETCH_TIMEOUT_MS)),
    ),
  );
}
