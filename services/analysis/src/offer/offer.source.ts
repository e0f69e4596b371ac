import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { OfferResponseSchema, SUBJECTS, type Caller, type Offer } from '@leadgen/contracts';
import { EVENTS_CLIENT, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { firstValueFrom, timeout } from 'rxjs';
import { OncePerRequest } from './offer.once.js';
import { signedOffer } from './offer.sender.js';

/** How long a pitch waits for the rep's offer before it is written without it. */
export const OFFER_TIMEOUT_MS = 1500;

/** Who a pitch is written for: the request's id, the signed-in rep, the address it came from. */
export interface OfferAsk {
  request_id?: string;
  caller: Caller | null;
  ip?: string;
}

/**
 * What the rep sells ('What I sell'), asked of the accounts service over NATS once per request: a
 * search's pitches arrive as one message per lead under the search's request id, and share one ask.
 * Accounts down, slow or answering something else never fails a pitch: it is written without the offer.
 * A sender name made from the account's email is left out (the company signs instead).
 */
@Injectable()
export class OfferSource {
  private readonly asked = new OncePerRequest<Offer | null>();

  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
  ) {}

  async of(ask: OfferAsk): Promise<Offer | null> {
    const userId = ask.caller?.id;
    if (!userId) return null;
    const offer = await this.asked.get(`${userId}\n${ask.request_id ?? ''}`, !!ask.request_id, () => this.ask(ask));
    return offer && signedOffer(offer, ask.caller?.email);
  }

  private async ask(ask: OfferAsk): Promise<Offer | null> {
    const userId = ask.caller!.id;
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
