import { Controller } from '@nestjs/common';
import { LOCATION_RANGE_MESSAGE, locationRangeInvalid } from '@leadgen/contracts';
import { EncodedJson, rpcError, Route, type RouteRequest } from '@leadgen/service-kit';
import { UpstreamError } from '../providers/upstream.http.js';
import { SavedMarks } from '../saved-marks/saved-marks.js';
import { PlaceSightings } from '../sightings/place-sightings.js';
import { Clock } from '../core/clock.js';
import { searchUsageId } from '../usage/search-usage-id.js';
import { UsageRecorder } from '../usage/usage.recorder.js';
import { LeadSearch } from './search.service.js';

/** Answers leads.search: the form's criteria in, ranked leads with analytics out. */
@Controller()
export class SearchHandler {
  constructor(
    private readonly search: LeadSearch,
    private readonly usage: UsageRecorder,
    private readonly savedMarks: SavedMarks,
    private readonly clock: Clock,
    private readonly sightings: PlaceSightings,
  ) {}

  /**
   * A search that matches nothing is a success with zero leads and `message` set to
   * 'No results found. Please try different search criteria.' (never a 404): the form shows that
   * text, and analytics, warnings and the data source still come back.
   */
  @Route('leadSearch')
  async searchLeads(req: RouteRequest<'leadSearch'>): Promise<EncodedJson> {
    const criteria = req.body;
    if (locationRangeInvalid(criteria)) {
      throw rpcError('VALIDATION_FAILED', LOCATION_RANGE_MESSAGE, { minLocations: [LOCATION_RANGE_MESSAGE] });
    }
    try {
      const caller = req.caller;
      const savedMarks = caller ? (placeIds: string[]) => this.savedMarks.of(caller.id, placeIds) : undefined;
      const teammateLeads = caller ? (placeIds: string[]) => this.savedMarks.teammates(caller, placeIds) : undefined;
      const { count, json } = await this.search.runJson(criteria, {
        request_id: req.request_id,
        caller,
        ip: req.ip,
        savedMarks,
        teammateLeads,
        seen: (leads) => this.sightings.note(leads),
      });
      // The same search again the same day, or retried by the gateway on another instance, counts once.
      this.usage.record(
        caller?.id,
        'leads_searched',
        count,
        caller ? searchUsageId(caller.id, criteria, this.clock.now()) : undefined,
      );
      return new EncodedJson(json);
    } catch (err) {
      if (err instanceof UpstreamError) throw rpcError(err.code, err.message);
      throw err;
    }
  }
}
