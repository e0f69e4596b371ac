import type { ClientProxy } from '@nestjs/microservices';
import { BusinessAnalysisDoneEventSchema, SUBJECTS, type BusinessAnalysis } from '@leadgen/contracts';
import type { Logger } from 'pino';

/**
 * Tells accounts a rep's Business Analysis is done, for it to keep in the rep's analyses (to
 * reopen after a reload, and to make 'What I sell' from). Fire and forget: a lost event never
 * fails the analysis the rep is looking at.
 */
export class BusinessAnalysisDone {
  constructor(
    private readonly client: ClientProxy,
    private readonly logger?: Logger,
  ) {}

  tell(userId: string | undefined, analysis: BusinessAnalysis): void {
    if (!userId) return;
    const event = BusinessAnalysisDoneEventSchema.safeParse({ user_id: userId, analysis });
    if (!event.success) {
      this.logger?.warn(
        { issues: event.error.issues.slice(0, 3) },
        'business analysis not kept: it does not fit the event',
      );
      return;
    }
    const subject = SUBJECTS.events.businessAnalysisDone;
    try {
      this.client.emit(subject, event.data).subscribe({
        error: (err: unknown) => this.logger?.warn({ err, subject }, 'business analysis event not sent'),
      });
    } catch (err) {
      this.logger?.warn({ err, subject }, 'business analysis event not sent');
    }
  }
}
