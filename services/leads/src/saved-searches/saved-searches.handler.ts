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

/** Answers the saved search routes: list, save, delete, and run again (a run is a search, counted as one). */
@Controller()
export class SavedSearchesHandler {
  constructor(
    private readonly searches: SavedSearchesService,
    private readonly search: LeadSearch,
    private readonly usage: UsageRecorder,
    private readonly clock: Clock,
    private readonly sightings: PlaceSightings,
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
      const answer = await this.searches.run(rep, req.params!.id, (criteria) => {
        ran = criteria;
        return this.search.run(criteria, {
          request_id: req.request_id,
          caller: req.caller,
          ip: req.ip,
          seen: (leads) => this.sightings.note(leads),
        });
      });
      // Counted as the same search typed in the form: once a day for the same criteria.
      this.usage.record(userId, 'leads_searched', answer.count, ran && searchUsageId(userId, ran, this.clock.now()));
      return answer;
    } catch (err) {
      if (err instanceof UpstreamError) throw rpcError(err.code, err.message);
      throw err;
    }
  }
}
