import { Inject, Injectable } from '@nestjs/common';
import type { LeadPitchRequest, LeadPitchResponse, RpcRequest } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { SITE_SOURCE, type SiteSource } from '../site/site.source.js';
import { restaurantFromLead } from '../pitch/pitch.restaurant.js';
import type { PitchFacts } from '../pitch/pitch.writer.js';
import { pitchWithModel } from '../pitch-model/pitch-model.facts.js';
import { readLeadSite } from './lead-pitch.reading.js';
import { ProfileSeller } from './lead-pitch.seller.js';
import { OfferSource } from '../offer/offer.source.js';

@Injectable()
export class LeadPitchService {
  constructor(
    @Inject(SITE_SOURCE) private readonly sites: SiteSource,
    private readonly llm: StructuredGenerator,
    private readonly profiles: ProfileSeller,
    private readonly offers: OfferSource,
  ) {}

  /**
   * The row's pitch: the lead's website read through the same reader as the URL pitch, its listing,
   * and what the rep sells (What I sell; without it, the selected report's company, else the profile's).
   */
  async write(req: RpcRequest<LeadPitchRequest>): Promise<LeadPitchResponse> {
    const { lead } = req.body;
    const [reading, seller, offer] = await Promise.all([
      readLeadSite(this.sites, lead),
      req.body.seller ?? this.profiles.of(req),
      this.offers.of(req),
    ]);
    const facts: PitchFacts = {
      restaurant: restaurantFromLead(lead),
      site: reading.site,
      seller,
      offer,
      people: reading.site?.people ?? [],
      siteUnread: !!lead.website?.trim() && !reading.site,
      key: lead.place_id,
    };
    // The model when one is set, checked against these facts; the one writer behind it (pitch-model).
    const out = await pitchWithModel(this.llm, facts);
    const pitch = out.pitch;
    return {
      success: true,
      pitch_content: pitch,
      generated_by: out.generated_by,
      pages_read: reading.site?.pagesRead ?? [],
      site_read: reading.site !== null,
      site_note: reading.note,
    };
  }
}
