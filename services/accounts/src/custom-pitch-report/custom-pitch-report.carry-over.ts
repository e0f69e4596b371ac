import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  CustomPitchReportPreferenceSchema,
  SUBJECTS,
  type Caller,
  type CustomPitchReportPreference,
} from '@leadgen/contracts';
import { EVENTS_CLIENT, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { firstValueFrom, timeout } from 'rxjs';

/**
 * How long a read waits for leads' answer: under the gateway's first attempt at a read (1 s), so a
 * leads that hangs never makes the gateway send the read again.
 */
export const CARRY_OVER_TIMEOUT_MS = 800;

/** Who asks: the caller the gateway verified, passed on so leads reads that rep's row only. */
export type CarryOverContext = { request_id: string; caller: Caller | null; ip: string };

/** The selection a rep made while leads kept it; null when leads did not answer (or answered nonsense). */
export interface CustomPitchReportCarryOver {
  ask(ctx: CarryOverContext): Promise<CustomPitchReportPreference | null>;
}

/** Asks leads (SUBJECTS.leads.customPitchReportCarryOver) over NATS within CARRY_OVER_TIMEOUT_MS; never throws. */
@Injectable()
export class LeadsCustomPitchReportCarryOver implements CustomPitchReportCarryOver {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
  ) {}

  async ask(ctx: CarryOverContext): Promise<CustomPitchReportPreference | null> {
    try {
      const reply = await firstValueFrom(
        this.client
          .send(SUBJECTS.leads.customPitchReportCarryOver, { ...ctx, body: {} })
          .pipe(timeout(CARRY_OVER_TIMEOUT_MS)),
      );
      const parsed = CustomPitchReportPreferenceSchema.safeParse(reply);
      if (parsed.success) return parsed.data;
      this.logger?.warn('leads answered the custom-pitch report carry-over in an unexpected shape: none carried over');
      return null;
    } catch (err) {
      this.logger?.warn(
        { err: (err as Error)?.message ?? err },
        'leads did not answer the custom-pitch report carry-over: none carried over this time',
      );
      return null;
    }
  }
}
