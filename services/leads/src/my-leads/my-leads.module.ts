import { Module } from '@nestjs/common';
import { ListsModule } from '../lists/lists.module.js';
import { OutreachModule } from '../outreach/outreach.module.js';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { AddNote } from './add-note.js';
import { BulkChange } from './bulk-change.js';
import { ChangePipeline } from './change-pipeline.js';
import { CustomPitchReportCarryOverHandler } from './custom-pitch-report-carry-over.handler.js';
import { ExportSelection } from './export-selection.js';
import { LeadEventsHandler } from './lead-events.handler.js';
import { MyLeadsFacets } from './my-leads.facets.js';
import { MyLeadsNumbers } from './my-leads-numbers.js';
import { TeamReport } from './team-report.js';
import { ReassignLead } from './reassign-lead.js';
import { TeamMembersSource } from './team-members.source.js';
import { TeamReportHandler } from './team-report.handler.js';
import { MyLeadsBulkHandler } from './my-leads-bulk.handler.js';
import { MyLeadsHandler } from './my-leads.handler.js';
import { MyLeadsPageCache } from './my-leads.page-cache.js';
import { MyLeadsPage } from './my-leads.page.js';
import { ReadSavedLead } from './read-saved-lead.js';
import { RemoveSavedLead } from './remove-saved-lead.js';
import { SaveFromSearch } from './save-from-search.js';
import { UndoBulkChange } from './undo-bulk-change.js';

/**
 * A rep's saved leads (leads.my-leads-*): saved from a search, paged and filtered, changed along
 * the pipeline (one lead or many, with an undo), noted, exported for a CRM, removed; with what analysis and diagnostics learn of
 * them (lead events); and, for accounts, the report a rep chose for custom pitches while leads kept
 * it (leads.custom-pitch-report-carry-over).
 */
@Module({
  imports: [ListsModule, SavedMarksModule, OutreachModule],
  controllers: [
    MyLeadsHandler,
    MyLeadsBulkHandler,
    LeadEventsHandler,
    CustomPitchReportCarryOverHandler,
    TeamReportHandler,
  ],
  providers: [
    SaveFromSearch,
    MyLeadsPage,
    MyLeadsPageCache,
    MyLeadsFacets,
    MyLeadsNumbers,
    TeamReport,
    ReassignLead,
    TeamMembersSource,
    ReadSavedLead,
    ChangePipeline,
    AddNote,
    RemoveSavedLead,
    ExportSelection,
    BulkChange,
    UndoBulkChange,
  ],
})
export class MyLeadsModule {}
