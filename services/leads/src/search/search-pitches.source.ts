import type { ClientProxy } from '@nestjs/microservices';
import {
  ErrorEnvelopeSchema,
  SearchPitchesResponseSchema,
  SUBJECTS,
  type Caller,
  type Lead,
  type Pitch,
} from '@leadgen/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';

export interface SearchPitchesOutcome {
  pitches: Array<Pitch | null>;
  warning?: string;
}

/** Who writes a search's pitches for its top leads (the analysis service over NATS, `analysis.search-pitches`). */
export interface SearchPitchesSource {
  pitches(
    leads: readonly Lead[],
    ctx: { request_id: string; caller: Caller | null; ip: string },
  ): Promise<SearchPitchesOutcome>;
}

type Failure = 'unavailable' | 'not_implemented' | 'timeout' | 'failed';

/** Asks the analysis service (SUBJECTS.analysis.searchPitches) for each lead's pitch, all at once, within one time limit. */
export class AnalysisSearchPitches implements SearchPitchesSource {
  constructor(
    private readonly client: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  private async one(
    lead: Lead,
    ctx: { request_id: string; caller: Caller | null; ip: string },
    ms: number,
  ): Promise<Pitch | Failure> {
    const body = {
      name: lead.name,
      website: lead.website,
      cuisine_type: lead.cuisine_type,
      address: lead.address,
      google_rating: lead.google_rating,
      review_count: lead.review_count,
      fit_score: lead.fit_score,
    };
    try {
      const reply = await firstValueFrom(
        this.client
          .send(SUBJECTS.analysis.searchPitches, { request_id: ctx.request_id, caller: ctx.caller, ip: ctx.ip, body })
          .pipe(timeout(ms)),
      );
      const parsed = SearchPitchesResponseSchema.safeParse(reply);
      return parsed.success ? parsed.data.pitch : 'failed';
    } catch (err) {
      if (err instanceof TimeoutError) return 'timeout';
      if (
        (err as Error)?.name === 'EmptyResponseException' ||
        /no responders|empty response/i.test(String((err as Error)?.message))
      )
        return 'unavailable';
      const envelope = ErrorEnvelopeSchema.safeParse(err);
      if (envelope.success) {
        if (envelope.data.code === 'NOT_IMPLEMENTED') return 'not_implemented';
        if (envelope.data.code === 'SERVICE_UNAVAILABLE') return 'unavailable';
        if (envelope.data.code === 'TIMEOUT') return 'timeout';
      }
      return 'failed';
    }
  }

  async pitches(
    leads: readonly Lead[],
    ctx: { request_id: string; caller: Caller | null; ip: string },
  ): Promise<SearchPitchesOutcome> {
    const results = await Promise.all(leads.map((l) => this.one(l, ctx, this.timeoutMs)));
    const pitches = results.map((r) => (typeof r === 'string' ? null : r));
    const failures = results.filter((r): r is Failure => typeof r === 'string');
    if (!failures.length) return { pitches };
    const why = failures.includes('not_implemented')
      ? 'pitch generation is not yet available'
      : failures.includes('unavailable')
        ? 'the pitch service is not running'
        : failures.includes('timeout')
          ? 'the pitch service took too long'
          : 'the pitch service failed';
    const got = pitches.filter(Boolean).length;
    return {
      pitches,
      warning: got
        ? `Pitches were generated for ${got} of ${leads.length} leads: ${why}. Use Generate Pitch on a lead to try again.`
        : `Pitches could not be generated (${why}). The leads are shown without pitches.`,
    };
  }
}
