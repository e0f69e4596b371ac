import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import type { Offer, OfferResponse } from '@leadgen/contracts';
import { OfferRow, Profile, TeamOfferRow } from '../db/entities.js';
import { membershipOf, requireAdmin } from '../team/team.membership.js';

/** A stored offer as the rep's routes and analysis read it: what was set, when, and whose it is. */
export function storedOffer(
  row: Pick<OfferRow, 'offer' | 'updatedAt'> | null,
  source: 'mine' | 'team' = 'mine',
): OfferResponse {
  if (!row) return { offer: null, source: null };
  return { offer: { ...row.offer, updated_at: row.updatedAt.toISOString() }, source };
}

/**
 * What I sell: the rep's own offer, kept with the account, or else their team's, which an admin
 * sets and every rep of the team without their own sends as themselves. A put replaces the whole
 * offer (the form sends every field); null clears it, and every pitch then speaks for the rep's
 * company plainly.
 */
@Injectable()
export class OfferService {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string): Promise<OfferResponse> {
    const em = this.orm.em.fork();
    const own = await em.findOne(OfferRow, { userId });
    return own ? storedOffer(own) : this.teamOffer(em, userId);
  }

  /**
   * The offer as a draft is signed and sent: What I sell, with the rep's own booking page from their
   * profile (a team's offer has none of its own, so every rep's link is theirs).
   */
  async forSending(userId: string): Promise<OfferResponse> {
    const [offer, profile] = await Promise.all([
      this.get(userId),
      this.orm.em.fork().findOne(Profile, { id: userId }, { fields: ['meetingUrl'] }),
    ]);
    return { ...offer, meeting_url: profile?.meetingUrl ?? null };
  }

  async put(userId: string, offer: Offer | null, forTeam = false): Promise<OfferResponse> {
    if (forTeam) return this.putTeam(userId, offer);
    const em = this.orm.em.fork();
    if (!offer) {
      await em.nativeDelete(OfferRow, { userId });
      return this.teamOffer(em, userId);
    }
    const updatedAt = new Date();
    await em.upsert(
      OfferRow,
      { userId, offer, updatedAt },
      { onConflictFields: ['userId'], onConflictAction: 'merge' },
    );
    return storedOffer({ offer, updatedAt });
  }

  /** An admin sets (or clears) the team's offer; their own gives way to it, so they send it too. */
  private async putTeam(userId: string, offer: Offer | null): Promise<OfferResponse> {
    const em = this.orm.em.fork();
    const team = requireAdmin(await membershipOf(em, userId), "set the team's offer");
    if (!offer) {
      await em.nativeDelete(TeamOfferRow, { teamId: team.id });
      return this.get(userId);
    }
    const profile = await em.findOne(Profile, { id: userId });
    const updatedBy = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
    await em.transactional(async (tx) => {
      await tx.upsert(
        TeamOfferRow,
        { teamId: team.id, offer, updatedAt: new Date(), updatedBy },
        { onConflictFields: ['teamId'], onConflictAction: 'merge' },
      );
      await tx.nativeDelete(OfferRow, { userId });
    });
    return this.get(userId);
  }

  /** The team's offer with the rep as its sender (their name, their title); none for a rep alone or a team without one. */
  private async teamOffer(em: EntityManager, userId: string): Promise<OfferResponse> {
    const { team } = await membershipOf(em, userId);
    const row = team ? await em.findOne(TeamOfferRow, { teamId: team.id }) : null;
    if (!row) return { offer: null, source: null };
    const profile = await em.findOne(Profile, { id: userId });
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').slice(0, 80);
    const sender = { sender_name: name || row.offer.sender_name, sender_title: (profile?.role ?? '').slice(0, 80) };
    return storedOffer({ offer: { ...row.offer, ...sender }, updatedAt: row.updatedAt }, 'team');
  }
}
