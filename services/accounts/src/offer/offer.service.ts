import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Offer, OfferResponse } from '@leadgen/contracts';
import { OfferRow } from '../db/entities.js';

/** The stored offer as the rep's routes and analysis read it: what the rep set, and when. */
export function storedOffer(row: Pick<OfferRow, 'offer' | 'updatedAt'> | null): OfferResponse {
  if (!row) return { offer: null };
  return { offer: { ...row.offer, updated_at: row.updatedAt.toISOString() } };
}

/**
 * What I sell: the rep's offer, one per rep, kept with the account. A put replaces the whole
 * offer (the form sends every field); null clears it, and every pitch then speaks for the rep's
 * company plainly.
 */
@Injectable()
export class OfferService {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string): Promise<OfferResponse> {
    return storedOffer(await this.orm.em.fork().findOne(OfferRow, { userId }));
  }

  async put(userId: string, offer: Offer | null): Promise<OfferResponse> {
    const em = this.orm.em.fork();
    if (!offer) {
      await em.nativeDelete(OfferRow, { userId });
      return { offer: null };
    }
    const updatedAt = new Date();
    await em.upsert(
      OfferRow,
      { userId, offer, updatedAt },
      { onConflictFields: ['userId'], onConflictAction: 'merge' },
    );
    return storedOffer({ offer, updatedAt });
  }
}
