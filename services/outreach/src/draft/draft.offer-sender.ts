import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { OfferResponseSchema, SUBJECTS, type Caller, type OfferValuePoint } from '@leadgen/contracts';
import { EVENTS_CLIENT, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { firstValueFrom, timeout } from 'rxjs';

/** How long a draft waits for What I sell before it is written from the pitch alone. */
export const OFFER_SENDER_TIMEOUT_MS = 1500;

/** Who What I sell says signs the rep's emails, and what it sells, as it says it now. */
export interface OfferSender {
  name: string;
  title: string;
  company: string;
  /** What the rep sells ('TableTech POS'): a pitch that names none was written before it. */
  product: string;
  /** Its value points, as a reply asking for information is answered. */
  points: readonly OfferValuePoint[];
  /** The rep's website for it, where What I sell keeps one. */
  website: string | null;
}

/** What I sell as it is now, and the rep's own booking page (their profile's), which the draft offers after its ask. */
export interface SenderToday {
  offer: OfferSender | null;
  meetingUrl: string | null;
}

/**
 * The sender What I sell names today, asked of accounts over NATS (accounts.offer-of): the pitch
 * kept on a lead names the sender of the day it was written, and the rep may have changed it since.
 * Accounts down, slow or answering something else never fails a draft: it is written from the pitch.
 */
@Injectable()
export class OfferSenderSource {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
  ) {}

  async of(caller: Caller): Promise<SenderToday> {
    try {
      const reply = await firstValueFrom(
        this.client
          .send(SUBJECTS.accounts.offerOf, {
            request_id: `draft-offer-${caller.id}`,
            caller,
            ip: '',
            body: { user_id: caller.id },
          })
          .pipe(timeout(OFFER_SENDER_TIMEOUT_MS)),
      );
      const said = OfferResponseSchema.safeParse(reply).data;
      const offer = said?.offer;
      return {
        offer: offer
          ? {
              name: offer.sender_name,
              title: offer.sender_title,
              company: offer.company_name,
              product: offer.product_name,
              points: offer.value_points,
              website: offer.website_url?.trim() || null,
            }
          : null,
        meetingUrl: said?.meeting_url ?? null,
      };
    } catch (err) {
      this.logger?.warn(
        { err: (err as Error)?.message ?? err },
        'What I sell not available: the draft is signed from the pitch',
      );
      return { offer: null, meetingUrl: null };
    }
  }
}
