import { Module } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { EVENTS_CLIENT } from '@leadgen/service-kit';
import { LEADS_ENV, type LeadsEnv } from '../env.js';
import { LeadProvider } from '../providers/lead.provider.js';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { AnalysisSearchPitches } from './search-pitches.source.js';
import { SearchHandler } from './search.handler.js';
import { LeadSearch } from './search.service.js';

/** The lead search (leads.search): the provider's places scored, selected, marked saved, pitched when asked. */
@Module({
  imports: [SavedMarksModule],
  controllers: [SearchHandler],
  providers: [
    {
      provide: LeadSearch,
      useFactory: (env: LeadsEnv, provider: LeadProvider, client: ClientProxy) =>
        new LeadSearch(provider, new AnalysisSearchPitches(client, env.LEADS_PITCH_TIMEOUT_MS)),
      inject: [LEADS_ENV, LeadProvider, EVENTS_CLIENT],
    },
  ],
  exports: [LeadSearch],
})
export class SearchModule {}
