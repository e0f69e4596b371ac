import { Inject, Injectable } from '@nestjs/common';
import {
  PitchSchema,
  type LeadPitchRequest,
  type Pitch,
  type LeadPitchResponse,
  type RpcRequest,
} from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { SITE_SOURCE, type SiteSource } from '../site/site.source.js';
import { dropInventedFigures, groundPitch, groundUnreadPitch } from '../pitch/pitch.grounding.js';
import { restaurantFromLead } from '../pitch/pitch.restaurant.js';
import { writePitch, type PitchFacts } from '../pitch/pitch.writer.js';
import { leadPitchPrompt } from './lead-pitch.prompt.js';
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
    const out = await this.llm.generate({
      prompt: leadPitchPrompt,
      input: facts,
      schema: PitchSchema,
      fallback: writePitch,
    });
    const pitch = out.generated_by === 'model' ? this.ground(out.value, facts) : out.value;
    return {
      success: true,
      pitch_content: pitch,
      generated_by: out.generated_by,
      pages_read: reading.site?.pagesRead ?? [],
      site_read: reading.site !== null,
      site_note: reading.note,
    };
  }

  /** A model's pitch keeps only what the facts bear out. */
  private ground(pitch: Pitch, facts: PitchFacts): Pitch {
    const checked = facts.site ? groundPitch(pitch, facts.site) : groundUnreadPitch(pitch);
    return dropInventedFigures(checked, facts);
  }
}
