import { Module } from '@nestjs/common';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { LeadStatusChangedPublisher } from './lead-status-changed.publisher.js';
import { OutreachSuppressionRecorder } from './outreach-address-suppressed.js';
import { OutreachAnswerRecorder } from './outreach-answer-received.js';
import { OutreachEmailSentRecorder } from './outreach-email-sent.js';
import { OutreachLeadFactsReader } from './outreach-lead-facts.js';
import { OutreachHandler } from './outreach.handler.js';

/**
 * Leads' side of outreach: answers outreach's asks about a saved lead (its facts; an email sent; an
 * answer read in the rep's mailbox; an address on or off the rep's suppression list) and gives My Leads the publisher that tells outreach when a lead's status changes or it is removed.
 */
@Module({
  imports: [SavedMarksModule],
  controllers: [OutreachHandler],
  providers: [
    OutreachLeadFactsReader,
    OutreachEmailSentRecorder,
    OutreachAnswerRecorder,
    OutreachSuppressionRecorder,
    LeadStatusChangedPublisher,
  ],
  exports: [LeadStatusChangedPublisher],
})
export class OutreachModule {}
