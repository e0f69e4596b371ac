import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import { LeadPitchResponseSchema, SUBJECTS, type Caller, type Lead, type Pitch } from '@leadgen/contracts';
import { EVENTS_CLIENT, requestService, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import type { PitchWriter } from './draft.pitch.js';

/**
 * A pitch for a lead with none kept, asked of analysis over NATS as 'Generate Pitch' asks it
 * (analysis.lead-pitch): analysis writes it from the lead's site and listing and tells leads to keep
 * it with the lead. Analysis down, slow or refusing never fails a draft: it is a plain opener then.
 */
@Injectable()
export class DraftPitchSource implements PitchWriter {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Inject(OUTREACH_ENV) private readonly env: OutreachEnv,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
  ) {}

  async write(caller: Caller, lead: Lead): Promise<Pitch | null> {
    try {
      await this.client.connect();
      const reply = await requestService(
        this.client.unwrap<NatsConnection>(),
        SUBJECTS.analysis.leadPitch,
        { request_id: `draft-pitch-${caller.id}`, caller, ip: '', body: { lead } },
        this.env.OUTREACH_PITCH_TIMEOUT_MS,
      );
      return LeadPitchResponseSchema.parse(reply).pitch_content;
    } catch (err) {
      this.logger?.warn(
        { err: (err as Error)?.message ?? err },
        'No pitch written for the draft: it is a plain opener',
      );
      return null;
    }
  }
}
