import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/core';
import {
  LeadStatusChangedEventSchema,
  OUTREACH_STOPPING_STATUSES,
  SUBJECTS,
  type LeadStatusChangedEvent,
} from '@leadgen/contracts';
import { SERVICE_LOGGER, ZodPayloadPipe } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { stopScheduled } from './sequence.stop.js';
import { noteLeadRemoval } from './lead-removal.js';

/**
 * A rep set a lead to Connected, Meeting booked, Won or Lost, or removed it: its emails still
 * scheduled stop at once (each send checks the lead again too, in case this event was missed).
 */
@Controller()
export class LeadStatusHandler {
  constructor(
    private readonly orm: MikroORM,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  @EventPattern(SUBJECTS.events.leadStatusChanged)
  async changed(
    @Payload(new ZodPayloadPipe(LeadStatusChangedEventSchema)) event: LeadStatusChangedEvent,
  ): Promise<void> {
    try {
      // A removal is remembered for its undo window; a lead put back (undo) is not deleted.
      await noteLeadRemoval(
        this.orm.em.fork(),
        event.user_id,
        event.lead_id,
        event.status === null ? new Date(event.at) : null,
      );
      if (event.status !== null && !OUTREACH_STOPPING_STATUSES.includes(event.status)) return;
      const stopped = await stopScheduled(
        this.orm.em.fork(),
        event.user_id,
        { leadId: event.lead_id },
        event.status === null ? 'lead_removed' : 'lead_status',
      );
      if (stopped > 0) this.logger.info({ lead_id: event.lead_id, stopped }, "a lead's scheduled emails stopped");
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, lead_id: event.lead_id }, 'lead status change not applied');
    }
  }
}
