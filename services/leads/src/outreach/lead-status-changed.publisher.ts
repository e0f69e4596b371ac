import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { LeadStatusChangedEventSchema, SUBJECTS, type LeadStatus } from '@leadgen/contracts';
import { createLogger, EVENTS_CLIENT } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';

const logger = createLogger('leads');

/**
 * Tells whoever listens (outreach) that a rep set a saved lead's status, or removed the lead (null):
 * outreach stops that lead's scheduled emails. Told after the change is stored; a lost event never
 * fails the rep's change (outreach checks the lead's status again before each send).
 */
@Injectable()
export class LeadStatusChangedPublisher {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    private readonly clock: Clock,
  ) {}

  tell(userId: string, leadId: string, status: LeadStatus | null): void {
    const event = LeadStatusChangedEventSchema.safeParse({
      user_id: userId,
      lead_id: leadId,
      status,
      at: this.clock.now().toISOString(),
    });
    if (!event.success) return;
    const subject = SUBJECTS.events.leadStatusChanged;
    try {
      this.client.emit(subject, event.data).subscribe({
        error: (err: unknown) => logger.warn({ err: (err as Error).message, subject }, 'lead status event not sent'),
      });
    } catch (err) {
      logger.warn({ err: (err as Error).message, subject }, 'lead status event not sent');
    }
  }
}
