import { Module } from '@nestjs/common';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { LeadListsHandler } from './lead-lists.handler.js';
import { LeadListsService } from './lead-lists.service.js';

/** A rep's lists (leads.lists-*): the default 'My Leads' and the ones they make. */
@Module({
  imports: [SavedMarksModule],
  controllers: [LeadListsHandler],
  providers: [LeadListsService],
  exports: [LeadListsService],
})
export class ListsModule {}
