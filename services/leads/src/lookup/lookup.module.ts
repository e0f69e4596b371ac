import { Module } from '@nestjs/common';
import { LeadProvider } from '../providers/lead.provider.js';
import { LeadsLookupHandler } from './lookup.handler.js';
import { LeadLookup } from './lookup.service.js';

/** One restaurant's listing and its competitors, for the diagnostics service (leads.lookup). */
@Module({
  controllers: [LeadsLookupHandler],
  providers: [
    { provide: LeadLookup, useFactory: (provider: LeadProvider) => new LeadLookup(provider), inject: [LeadProvider] },
  ],
})
export class LookupModule {}
