import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { OfferResponseSchema, SUBJECTS, type Caller, type Offer } from '@leadgen/contracts';
import { EVENTS_CLIENT, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { firstValueFrom, timeout } from 'rxjs';

/** How long a pitch waits for the rep's offer before it is written without it. */
export const OFFER_TIMEOUT_MS = 1500;

/** Who a pitch is written for: the request's id, the signed-in rep, the address it came from. */
export interface OfferAsk {
  request_id?: string;
  caller: Caller | null;
  ip?: string;
}

/**
 * What the rep sells ('What I sell'), asked of the accounts service over NATS for every pitch.
 * Accounts down, slow or answering something else never fails a pitch: it is written without the offer.
 */
@Injectable()
export class OfferSource {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
  ) {}

  async of(ask: OfferAsk): Promise<Offer | null> {
    const userId = ask.caller?.id;
    if (!userId) return null;
    try {
      const reply = await firstValueFrom(
        this.client
          .send(SUBJECTS.accounts.offerOf, {
            request_id: ask.request_id ?? `offer-${userId}`,
            caller: ask.caller,
            ip: ask.ip ?? '',
            body: { user_id: userId },
          })
          .pipe(timeout(OFFER_TIMEOUT_MS)),
      );
      const parsed = OfferResponseSchema.safeParse(reply);
      if (!parsed.success) {
        this.logger?.warn('the offer from accounts did not match its schema: the pitch is written without it');
        return null;
      }
      if (!parsed.data.offer) return null;
      const { updated_at: _at, ...offer } = parsed.data.offer;
      return offer;
    } catch (err) {
      this.logger?.warn(
        { err: (err as Error)?.message ?? err },
        'offer not available: the pitch is written for the rep company, if any',
      );
      return null;
    }
  }
}
