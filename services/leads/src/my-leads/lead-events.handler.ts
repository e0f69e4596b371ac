import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  LeadDiagnosedEventSchema,
  LeadPitchWrittenEventSchema,
  SUBJECTS,
  type LeadDiagnosedEvent,
  type LeadPitchWrittenEvent,
} from '@leadgen/contracts';
import { createLogger, ZodPayloadPipe } from '@leadgen/service-kit';
import { LeadDiagnosticRow, LeadPitchRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from './lead-activity.js';
import { savedLeadOfPlace } from './saved-leads.reads.js';

const logger = createLogger('leads');

/**
 * What a lead learned elsewhere — a pitch written by analysis, a diagnostic run by diagnostics —
 * kept on the rep's saved lead for that place. A lead the rep has not saved keeps nothing.
 */
@Controller()
export class LeadEventsHandler {
  constructor(private readonly db: LeadsDatabase) {}

  @EventPattern(SUBJECTS.events.leadPitchWritten)
  async pitchWritten(
    @Payload(new ZodPayloadPipe(LeadPitchWrittenEventSchema)) event: LeadPitchWrittenEvent,
  ): Promise<void> {
    await this.keep(event, 'pitch', (em, leadId, at) => {
      em.create(LeadPitchRow, {
        id: randomUUID(),
        leadId,
        userId: event.user_id,
        kind: event.kind,
        pitch: event.pitch,
        vendor: event.vendor,
        createdAt: at,
      });
      return `${event.kind === 'custom' ? 'Custom pitch' : 'Pitch'} written${event.vendor ? ` for ${event.vendor.company_name}` : ''}`;
    });
  }

  @EventPattern(SUBJECTS.events.leadDiagnosed)
  async diagnosed(@Payload(new ZodPayloadPipe(LeadDiagnosedEventSchema)) event: LeadDiagnosedEvent): Promise<void> {
    await this.keep(event, 'diagnostic', (em, leadId, at) => {
      em.create(LeadDiagnosticRow, {
        id: randomUUID(),
        leadId,
        userId: event.user_id,
        report: event.report,
        createdAt: at,
      });
      return 'Website diagnostic run';
    });
  }

  private async keep(
    event: { user_id: string; place_id: string; at: string },
    kind: 'pitch' | 'diagnostic',
    store: (em: Awaited<ReturnType<LeadsDatabase['em']>>, leadId: string, at: Date) => string,
  ): Promise<void> {
    try {
      const em = await this.db.em();
      await em.transactional(async (tx) => {
        const lead = await savedLeadOfPlace(tx, event.user_id, event.place_id);
        if (!lead) return;
        const at = Number.isNaN(Date.parse(event.at)) ? new Date() : new Date(event.at);
        recordActivity(tx, lead, kind, store(tx, lead.id, at), { at });
        await tx.flush();
      });
    } catch (err) {
      logger.warn({ err: (err as Error).message, kind }, 'lead event not kept');
    }
  }
}
