import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, UsageResponseSchema } from '@leadgen/contracts';
import { EVENTS_CLIENT } from '@leadgen/service-kit';
import { firstValueFrom, timeout } from 'rxjs';

const ASK_MS = 5_000;

/**
 * Whether the rep who saved a watched search has used the plan's searched leads this month (the
 * team's count against the team's plan, as accounts keeps it): a scheduled run is a search and
 * waits then, as the search form would be refused. Accounts out of reach: the run goes ahead and
 * is counted (a watch never stops for an outage).
 */
@Injectable()
export class WatchPlanLimit {
  private readonly log = new Logger(WatchPlanLimit.name);

  constructor(@Inject(EVENTS_CLIENT) private readonly client: ClientProxy) {}

  async reached(userId: string, teamId: string): Promise<boolean> {
    try {
      const reply = await firstValueFrom(
        this.client
          .send(SUBJECTS.accounts.usageGet, {
            request_id: '',
            caller: { id: userId, email: '', team_id: teamId },
            ip: '',
            body: {},
          })
          .pipe(timeout(ASK_MS)),
      );
      const { usage } = UsageResponseSchema.parse(reply);
      return usage.leads_searched >= usage.leads_limit;
    } catch (err) {
      this.log.warn(`plan usage not read for a watch (run anyway): ${(err as Error)?.message ?? err}`);
      return false;
    }
  }
}
