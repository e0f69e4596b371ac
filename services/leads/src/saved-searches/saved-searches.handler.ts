import { Controller } from '@nestjs/common';
import { LOCATION_RANGE_MESSAGE, locationRangeInvalid, type SearchCriteria } from '@leadgen/contracts';
import { rpcError, Route, type RouteRequest } from '@leadgen/service-kit';
import { leadOwnerOf } from '../core/lead-owner.js';
import { UpstreamError } from '../providers/upstream.http.js';
import { LeadSearch } from '../search/search.service.js';
import { Clock } from '../core/clock.js';
import { searchUsageId } from '../usage/search-usage-id.js';
import { UsageRecorder } from '../usage/usage.recorder.js';
import { PlaceSightings } from '../sightings/place-sightings.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { WatchRunner } from '../watch/watch.run.js';
import { firstPage } from './saved-search.first-page.js';

/** Answers the saved search routes: list, save, delete, and run again (a run is a search, counted as one). */
@Controller()
export class SavedSearchesHandler {
  constructor(
    private readonly searches: SavedSearchesService,
    private readonly search: LeadSearch,
    private readonly usage: UsageRecorder,
    private readonly clock: Clock,
    private readonly sightings: PlaceSightings,
    private readonly watches: WatchRunner,
  ) {}

  @Route('savedSearchesList')
  async all(req: RouteRequest<'savedSearchesList'>) {
    return { searches: await this.searches.all(leadOwnerOf(req.caller)) };
  }

  @Route('savedSearchesCreate')
  async create(req: RouteRequest<'savedSearchesCreate'>) {
    const rep = leadOwnerOf(req.caller);
    if (locationRangeInvalid(req.body.criteria)) {
      throw rpcError('VALIDATION_FAILED', LOCATION_RANGE_MESSAGE, {
        'criteria.minLocations': [LOCATION_RANGE_MESSAGE],
      });
    }
    return { success: true as const, search: await this.searches.create(rep, req.body.name, req.body.criteria) };
  }

  @Route('savedSearchesDelete')
  async remove(req: RouteRequest<'savedSearchesDelete'>) {
    await this.searches.remove(leadOwnerOf(req.caller), req.params!.id);
    return { success: true as const };
  }

  @Route('savedSearchesRun')
  async run(req: RouteRequest<'savedSearchesRun'>) {
    const rep = leadOwnerOf(req.caller);
    const { userId } = rep;
    try {
      let ran: SearchCriteria | undefined;
      let recorded: number | undefined;
      const answer = await this.searches.run(rep, req.params!.id, async (row) => {
        // A watched search runs as its watch does (counted by it), and keeps the changes it finds.
        const watched = row.watchFrequency ? await this.watches.run(row.id, req.request_id) : null;
        if (watched) {
          recorded = watched.recorded;
          return firstPage(watched.answer, row.criteria.limit);
        }
        ran = row.criteria;
        return this.search.run(row.criteria, {
          request_id: req.request_id,
          caller: req.caller,
          ip: req.ip,
          seen: (leads) => this.sightings.note(leads),
        });
      });
      // Counted as the same search typed in the form: once a day for the same criteria.
      if (ran) this.usage.record(userId, 'leads_searched', answer.count, searchUsageId(userId, ran, this.clock.now()));
      return recorded === undefined ? answer : { ...answer, changes_recorded: recorded };
    } catch (err) {
      if (err instanceof UpstreamError) throw rpcError(err.code, err.message);
      throw err;
    }
  }
}
