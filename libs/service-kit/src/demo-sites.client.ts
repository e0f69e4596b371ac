import { randomUUID } from 'node:crypto';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS } from '@leadgen/contracts';
import { demoSourceOver, type DemoSites } from '@leadgen/site-reader';
import { firstValueFrom, timeout } from 'rxjs';

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
