import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { ProfileResponseSchema, SUBJECTS, type Caller, type PitchSeller } from '@leadgen/contracts';
import { EVENTS_CLIENT, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { firstValueFrom, timeout } from 'rxjs';
import { OncePerRequest } from '../offer/offer.once.js';

/** How long a pitch waits for the rep's profile before it speaks for no company in particular. */
const PROFILE_TIMEOUT_MS = 1500;

/** The company on the rep's own profile, asked of the accounts service over NATS. */
@Injectable()
export class ProfileSeller {
  /** A search's pitches, one message per lead under one request id, share one ask of accounts. */
  private readonly asked = new OncePerRequest<PitchSeller | null>();

  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
  ) {}

  /** The rep's company, or null when the profile names none or accounts does not answer in time. */
  of(ctx: { request_id: string; caller: Caller | null; ip: string }): Promise<PitchSeller | null> {
    if (!ctx.caller) return Promise.resolve(null);
    return this.asked.get(`${ctx.caller.id}\n${ctx.request_id}`, !!ctx.request_id, () => this.ask(ctx));
  }

  private async ask(ctx: { request_id: string; caller: Caller | null; ip: string }): Promise<PitchSeller | null> {
    try {
      const reply = await firstValueFrom(
        this.client.send(SUBJECTS.accounts.profileGet, { ...ctx, body: {} }).pipe(timeout(PROFILE_TIMEOUT_MS)),
      );
      const profile = ProfileResponseSchema.safeParse(reply);
      const company = profile.success ? profile.data.profile.company_name?.trim() : '';
      if (!company) return null;
      const website = profile.success ? profile.data.profile.company_website?.trim() : '';
      return { company_name: company, ...(website ? { website_url: website } : {}) };
    } catch (err) {
      this.logger?.warn(
        { err: (err as Error)?.message ?? err },
        'profile not available: the pitch speaks for no company',
      );
      return null;
    }
  }
}
