import {
  NO_RESULTS_MESSAGE,
  type Caller,
  type Lead,
  type SavedMark,
  type TeammateLead,
  type SearchCriteria,
  type SearchResponse,
  cuisineValue,
} from '@leadgen/contracts';
import type { JsonPart } from '@leadgen/service-kit';
import { summarize } from '../analytics/analytics.summary.js';
import type { Candidate } from '../places/place.model.js';
import type { LeadProvider } from '../providers/lead.provider.js';
import type { DomainDates } from '../domains/domain-dates.step.js';
import type { SightingDates } from '../sightings/sighting-dates.js';
import type { SearchPitchesSource } from './search-pitches.source.js';
import {
  encodeLead,
  encodeSearchResponse,
  leadJson,
  openNow,
  withField,
  withMark,
  withOpen,
} from './search.encoding.js';
import { selectLeads } from './search.selection.js';

/** A search's outcome before its leads are written out: the ranked candidates, open-now, pitched leads. */
interface Outcome {
  selected: Candidate[];
  /** The matches after Max Results, ranked: the pages after the first. */
  more: Candidate[];
  open: Array<boolean | null>;
  /** Leads that got a pitch, by position. */
  pitched: Map<number, Lead>;
  rest: Omit<SearchResponse, 'leads'>;
  /** A watch's run only: every open place the source listed (before the filters), the announced openings, the closed. */
  territory: Candidate[];
  announced: Candidate[];
  closed: Candidate[];
}

/**
 * What a watch's run saw of its territory: every open place the source listed for its town and
 * cuisine (a new place with no reviews yet is news even where the rep's filters would hide it), the
 * announced openings and the places closed for good.
 */
export interface WatchSeen {
  leads: Lead[];
  announced: Lead[];
  closed: Lead[];
}

/** A watch's run: which places' website domains to date (the ones it has not seen), and where to tell what it saw. */
export interface WatchRun {
  datesFor: (placeId: string) => boolean;
  seen: (seen: WatchSeen) => void;
}

export interface RunContext {
  request_id: string;
  caller: Caller | null;
  ip: string;
  now?: Date;
  /** The rep's saved marks for these place ids (one lookup per search); a search answers without them when it fails. */
  savedMarks?: (placeIds: string[]) => Promise<Map<string, SavedMark>>;
  /** Which of the results a teammate saved: theirs to work, so the row says whose and offers no save. */
  teammateLeads?: (placeIds: string[]) => Promise<Map<string, TeammateLead>>;
  /** Told every lead the search answered (its later pages included), for the product to remember what it saw. */
  seen?: (leads: readonly Lead[]) => void;
  /** Set on a watch's run: announced openings and closed places are asked for too, and told apart. */
  watch?: WatchRun;
}

/** The whole search: provider, filters, ranking, open-now, pitches, analytics, timing. */
export class LeadSearch {
  constructor(
    private readonly provider: LeadProvider,
    private readonly pitchSource: SearchPitchesSource | null,
    /** Domain registration dates from RDAP; null when none can be looked up (tests without a registry). */
    private readonly domainDates: DomainDates | null = null,
    /** The product's own sightings, dating places Google lists without an opening date; none in tests without a database. */
    private readonly sightingDates: SightingDates | null = null,
  ) {}

  async run(criteria: SearchCriteria, ctx: RunContext): Promise<SearchResponse> {
    const o = await this.execute(criteria, ctx);
    ctx.seen?.([...o.selected, ...o.more, ...o.announced].map((c) => c.lead));
    ctx.watch?.seen({
      leads: o.territory.filter((c) => !c.lead.is_opening_soon).map((c) => c.lead),
      announced: o.announced.map((c) => c.lead),
      closed: o.closed.map((c) => c.lead),
    });
    const now = ctx.now ?? new Date();
    const leads = o.selected.map((c, i) => o.pitched.get(i) ?? withOpen(c, o.open[i]!, now));
    return {
      ...o.rest,
      leads,
      ...(o.more.length ? { more_leads: o.more.map((c) => withOpen(c, openNow(c, now), now)) } : {}),
    };
  }

  /** The search answered as JSON text, in pieces the reply writes one after another. */
  async runJson(criteria: SearchCriteria, ctx: RunContext): Promise<{ count: number; json: JsonPart[] }> {
    const o = await this.execute(criteria, ctx);
    ctx.seen?.([...o.selected, ...o.more].map((c) => c.lead));
    const now = ctx.now ?? new Date();
    // One lookup of saved marks for every match sent, the later pages included.
    const [marks, teammates] = await this.marksOf([...o.selected, ...o.more], ctx);
    const marked = (c: Candidate, json: string) => {
      const mark = c.lead.place_id ? marks.get(c.lead.place_id) : undefined;
      if (mark) return withMark(json, mark);
      const theirs = c.lead.place_id ? teammates.get(c.lead.place_id) : undefined;
      return theirs ? withField(json, 'teammate_lead', theirs) : json;
    };
    const leads = o.selected.map((c, i) => {
      const pitched = o.pitched.get(i);
      return marked(c, pitched ? encodeLead(pitched) : leadJson(c, o.open[i]!, now));
    });
    const more = o.more.map((c) => marked(c, leadJson(c, openNow(c, now), now)));
    return { count: o.rest.count, json: encodeSearchResponse(o.rest, leads, more) };
  }

  /** Which of the results the rep or a teammate already saved: marks on the answer, never a reason for it to fail. */
  private async marksOf(
    selected: Candidate[],
    ctx: RunContext,
  ): Promise<[Map<string, SavedMark>, Map<string, TeammateLead>]> {
    if (!ctx.savedMarks || !ctx.caller || selected.length === 0) return [new Map(), new Map()];
    const placeIds = selected.map((c) => c.lead.place_id).filter((p): p is string => Boolean(p));
    return Promise.all([
      ctx.savedMarks(placeIds).catch(() => new Map<string, SavedMark>()),
      (ctx.teammateLeads?.(placeIds) ?? Promise.resolve(new Map<string, TeammateLead>())).catch(
        () => new Map<string, TeammateLead>(),
      ),
    ]);
  }

  private async execute(criteria: SearchCriteria, ctx: RunContext): Promise<Outcome> {
    const started = performance.now();
    const now = ctx.now ?? new Date();
    const cuisine = cuisineValue(criteria.cuisine);
    const result = await this.provider.search(
      {
        city: criteria.city,
        state: criteria.state,
        cuisine,
        limit: criteria.limit,
        opening_soon: criteria.openingSoon,
        ...(ctx.watch ? { watch: true } : {}),
        // Review dates only for the filter that reads them: every other search bills a cheaper tier.
        ...(criteria.filterRecentlyEstablished ? { review_dates: true } : {}),
        // The filters a territory counts its leads by while it reads pages.
        min_rating: criteria.min_rating,
        min_reviews: criteria.min_reviews,
        dedupe: criteria.filter_duplicates,
      },
      now,
    );
    const watched = await this.watched(result.candidates, ctx.watch, now);
    const { announced, closed } = watched;
    const found = this.sightingDates ? await this.sightingDates.fill(watched.open, now) : watched.open;
    const dated = await this.datedDomains(found, criteria, now);
    const {
      selected,
      more,
      total_matches,
      warnings: selectWarnings,
    } = selectLeads(dated?.candidates ?? found, criteria, {
      ratings_available: result.ratings_available,
      dates_available: result.dates_available,
      future_openings_available: result.future_openings_available === true,
      ...(dated ? { domain_dates: { asked: dated.asked, unknown: dated.unknown } } : {}),
      source_label: this.provider.info.label.split(':')[0]!,
    });
    const open = selected.map((c) => openNow(c, now));
    const warnings = [...result.warnings, ...selectWarnings];

    const pitched = await this.pitchTop(selected, open, criteria, ctx, warnings, now);

    const elapsed = (performance.now() - started) / 1000;
    const rest: Omit<SearchResponse, 'leads'> = {
      success: true,
      analytics: summarize(selected.map((c) => c.lead)),
      count: selected.length,
      processing_time: Math.max(0.01, Math.round(elapsed * 100) / 100),
      ...(selected.length ? {} : { message: NO_RESULTS_MESSAGE }),
      warnings,
      data_source: this.provider.info,
      total_matches,
      ...(result.provider_calls === undefined ? {} : { provider_calls: result.provider_calls }),
      ...(result.provider_cost === undefined ? {} : { provider_cost: result.provider_cost }),
    };
    return { selected, more, open, pitched, rest, territory: ctx.watch ? found : [], announced, closed };
  }

  /**
   * A watch's run tells apart what a search never shows (places closed for good) and dates the
   * websites the watch has not seen yet; any other search's candidates pass as they are.
   */
  private async watched(candidates: Candidate[], watch: WatchRun | undefined, now: Date) {
    if (!watch) return { open: candidates, announced: [], closed: [] };
    const closed = candidates.filter((c) => c.closed);
    let open = candidates.filter((c) => !c.closed);
    const toDate = new Set(open.filter((c) => c.lead.website && watch.datesFor(c.lead.place_id!)));
    if (toDate.size && this.domainDates) {
      const dated = (await this.domainDates.fill([...toDate], now)).candidates;
      const byId = new Map(dated.map((c) => [c.lead.place_id, c]));
      open = open.map((c) => (toDate.has(c) ? (byId.get(c.lead.place_id) ?? c) : c));
    }
    return { open, announced: open.filter((c) => c.lead.is_opening_soon), closed };
  }

  /**
   * Registration dates of the candidates' website domains, only when the rep ticked 'Prioritize new
   * websites': each unknown domain is a question to a registry (which rate-limits), so a search
   * that does not rank by them does not wait on them.
   */
  private async datedDomains(candidates: Candidate[], criteria: SearchCriteria, now: Date) {
    if (!criteria.prioritizeNewWebsites || !this.domainDates) return null;
    return this.domainDates.fill(candidates, now);
  }

  /** Pitches for the top pitchGenerationCount leads when asked; a failure adds a warning, never fails the search. */
  private async pitchTop(
    selected: readonly Candidate[],
    open: ReadonlyArray<boolean | null>,
    criteria: SearchCriteria,
    ctx: RunContext,
    warnings: string[],
    now: Date,
  ): Promise<Map<number, Lead>> {
    const pitched = new Map<number, Lead>();
    if (!criteria.enablePitchGeneration || !selected.length) return pitched;
    if (!this.pitchSource) {
      warnings.push('Pitch generation is not available right now: leads are shown without pitches.');
      return pitched;
    }
    const top = selected.slice(0, criteria.pitchGenerationCount).map((c, i) => withOpen(c, open[i]!, now));
    const outcome = await this.pitchSource.pitches(top, ctx);
    outcome.pitches.forEach((p, i) => {
      if (p) pitched.set(i, { ...top[i]!, pitch: p });
    });
    if (outcome.warning) warnings.push(outcome.warning);
    return pitched;
  }
}
