import { Module } from '@nestjs/common';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { SearchModule } from '../search/search.module.js';
import { SightingsModule } from '../sightings/sightings.module.js';
import { WatchModule } from '../watch/watch.module.js';
import { SavedSearchesHandler } from './saved-searches.handler.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** Named search criteria run again later (leads.saved-searches-*): a run is a search. */
@Module({
  imports: [SearchModule, SavedMarksModule, SightingsModule, WatchModule],
  controllers: [SavedSearchesHandler],
  providers: [SavedSearchesService],
})
export class SavedSearchesModule {}
