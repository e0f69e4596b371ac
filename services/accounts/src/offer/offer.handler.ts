import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OfferOfRequestSchema, SUBJECTS, type OfferResponse, type RpcRequest } from '@leadgen/contracts';
import { requireCaller, rpcPayload, Route, type RouteRequest } from '@leadgen/service-kit';
import { z } from 'zod';
import { OfferService } from './offer.service.js';

/**
 * What I sell (GET/PUT /api/account/offer): the caller's own offer, or their team's (`for_team`, admins). Analysis asks
 * accounts.offer-of for the offer of the rep it writes a pitch for.
 */
@Controller()
export class OfferHandler {
  constructor(private readonly offers: OfferService) {}

  @Route('offerGet')
  get(req: RouteRequest<'offerGet'>): Promise<OfferResponse> {
    return this.offers.get(requireCaller(req.caller));
  }

  /** Replaces the offer; `{ offer: null }` clears it. Bad input is refused (400) with nothing stored. */
  @Route('offerPut')
  put(req: RouteRequest<'offerPut'>): Promise<OfferResponse> {
    return this.offers.put(requireCaller(req.caller), req.body.offer, req.body.for_team ?? false);
  }

  /**
   * Internal, over NATS only (no route): `{ request_id, caller, ip, body: { user_id } }` →
   * `{ offer | null, source, meeting_url }`, the offer of the rep a pitch or a draft is written for.
   */
  @MessagePattern(SUBJECTS.accounts.offerOf)
  of(
    @Payload(rpcPayload(OfferOfRequestSchema)) req: RpcRequest<z.infer<typeof OfferOfRequestSchema>>,
  ): Promise<OfferResponse> {
    // An id that is no account's (not even shaped like one) simply has no offer.
    if (!z.uuid().safeParse(req.body.user_id).success) return Promise.resolve({ offer: null, source: null });
    return this.offers.forSending(req.body.user_id);
  }
}
