import type { ClientProxy } from '@nestjs/microservices';
import {
  ErrorEnvelopeSchema,
  LeadLookupResponseSchema,
  SUBJECTS,
  type Caller,
  type LeadLookupRequest,
  type LeadLookupResponse,
} from '@leadgen/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';

export const LEADS_LOOKUP = Symbol('LEADS_LOOKUP');

export interface LeadsLookup {
  /** The listing, or why it could not be asked for (never throws). */
  lookup(
    body: LeadLookupRequest,
    ctx: { request_id: string; caller: Caller | null; ip: string },
  ): Promise<{ result: LeadLookupResponse | null; reason: string | null }>;
}

/** Asks the leads service (SUBJECTS.leads.lookup) over NATS within a time limit. */
export class NatsLeadsLookup implements LeadsLookup {
  constructor(
    private readonly client: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  async lookup(body: LeadLookupRequest, ctx: { request_id: string; caller: Caller | null; ip: string }) {
    try {
      const reply = await firstValueFrom(
        this.client.send(SUBJECTS.leads.lookup, { ...ctx, body }).pipe(timeout(this.timeoutMs)),
      );
      const parsed = LeadLookupResponseSchema.safeParse(reply);
      return parsed.success
        ? { result: parsed.data, reason: null }
        : { result: null, reason: 'The listing data came back in an unexpected shape.' };
    } catch (err) {
      if (err instanceof TimeoutError)
        return { result: null, reason: 'The listing data source took too long to answer.' };
      if (
        /no responders|empty response/i.test(String((err as Error)?.message)) ||
        (err as Error)?.name === 'EmptyResponseException'
      ) {
        return { result: null, reason: 'The leads service is not running, so Google listing data is not available.' };
      }
      const envelope = ErrorEnvelopeSchema.safeParse(err);
      if (envelope.success) {
        if (envelope.data.code === 'NOT_IMPLEMENTED')
          return { result: null, reason: 'Listing lookup is not available in this build of the leads service.' };
        return { result: null, reason: `The listing data source failed: ${envelope.data.error}` };
      }
      return { result: null, reason: 'The listing data source failed.' };
    }
  }
}
