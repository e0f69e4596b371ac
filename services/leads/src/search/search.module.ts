import { Module } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { EVENTS_CLIENT } from '@leadgen/service-kit';
import { DomainDates } from '../domains/domain-dates.step.js';
import { RdapClient } from '../domains/rdap.client.js';
import { LEADS_ENV, rdapBootstrapUrl, type LeadsEnv } from '../env.js';
import { LeadProvider } from '../providers/lead.provider.js';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { SightingsModule } from '../sightings/sightings.module.js';
import { SightingDates } from '../sightings/sighting-dates.js';
import { AnalysisSearchPitches } from './search-pitches.source.js';
import { SearchHandler } from './search.handler.js';
import { LeadSearch } from './search.service.js';

/** Domain dates from the simulator's RDAP server (RDAP_BASE_URL) or the registries IANA names; none without either. */
function domainDates(env: LeadsEnv): DomainDates | null {
  const bootstrapUrl = rdapBootstrapUrl(env);
  if (!env.RDAP_BASE_URL && !bootstrapUrl) return null;
  const rdap = new RdapClient({
    baseUrl: env.RDAP_BASE_URL ?? null,
    bootstrapUrl,
    timeoutMs: env.RDAP_TIMEOUT_MS,
    concurrency: env.RDAP_CONCURRENCY,
  });
  // A search waits for the bootstrap file and one question per domain at most, then answers with what it has.
  return new DomainDates(rdap, env.RDAP_TIMEOUT_MS * 2);
}

/** The lead search (leads.search): the provider's places scored, selected, marked saved, pitched when asked. */
@Module({
  imports: [SavedMarksModule, SightingsModule],
  controllers: [SearchHandler],
  providers: [
    {
      provide: LeadSearch,
      useFactory: (env: LeadsEnv, provider: LeadProvider, client: ClientProxy, sightings: SightingDates) =>
        new LeadSearch(
          provider,
          new AnalysisSearchPitches(client, env.LEADS_PITCH_TIMEOUT_MS),
          domainDates(env),
          sightings,
        ),
      inject: [LEADS_ENV, LeadProvider, EVENTS_CLIENT, SightingDates],
    },
  ],
  exports: [LeadSearch],
})
export class SearchModule {}
