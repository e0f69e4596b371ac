import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  LeadDiagnosedEventSchema,
  LeadPitchWrittenEventSchema,
  SUBJECTS,
  type DiagnosticResponse,
  type Pitch,
} from '@leadgen/contracts';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from './logger.js';
import { EVENTS_CLIENT } from './usage.emitter.js';

/**
 * Tells leads what was learned about a lead — a pitch written, a diagnostic run — for it to keep
 * on the rep's saved lead for that place. Fire and forget: a lost event never fails the request.
 */
@Injectable()
export class LeadLearnedEmitter {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
  ) {}

  pitchWritten(
    userId: string | undefined,
    placeId: string | undefined,
    kind: 'generated' | 'custom',
    pitch: Pitch,
    vendor: { company_name: string; website_url: string } | null = null,
  ): void {
    if (!userId || !placeId) return;
    const event = LeadPitchWrittenEventSchema.safeParse({
      user_id: userId,
      place_id: placeId,
      kind,
      pitch,
      vendor,
      at: new Date().toISOString(),
    });
    if (event.success) this.send(SUBJECTS.events.leadPitchWritten, event.data);
  }

  diagnosed(userId: string | undefined, placeId: string | undefined, report: DiagnosticResponse): void {
    if (!userId || !placeId) return;
    const event = LeadDiagnosedEventSchema.safeParse({
      user_id: userId,
      place_id: placeId,
      report,
      at: new Date().toISOString(),
    });
    if (event.success) this.send(SUBJECTS.events.leadDiagnosed, event.data);
  }

  private send(subject: string, data: unknown): void {
    try {
      this.client
        .emit(subject, data)
        .subscribe({ error: (err: unknown) => this.logger?.warn({ err, subject }, 'lead event not sent') });
    } catch (err) {
      this.logger?.warn({ err, subject }, 'lead event not sent');
    }
  }
}
