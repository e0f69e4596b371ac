import { Inject, Injectable } from '@nestjs/common';
import type { RpcRequest } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { ProfileSeller } from '../lead-pitch/lead-pitch.seller.js';
import { OfferSource } from '../offer/offer.source.js';
import { SITE_SOURCE, type SiteSource } from '../site/site.source.js';
import { pitchWithModel } from '../pitch-model/pitch-model.facts.js';
import { siteFitScore, urlPitchFacts } from './url-pitch.fallback.js';

@Injectable()
export class UrlPitchService {
  constructor(
    @Inject(SITE_SOURCE) private readonly sites: SiteSource,
    private readonly llm: StructuredGenerator,
    private readonly offers: OfferSource,
    private readonly profiles: ProfileSeller,
  ) {}

  /** The URL Pitch tab and the diagnostic page's pitch: the site at the URL, for what the rep sells. */
  async write(req: Omit<RpcRequest<{ website_url: string }>, 'params' | 'query'>) {
    const [site, offer, seller] = await Promise.all([
      this.sites.read(req.body.website_url),
      this.offers.of(req),
      this.profiles.of(req),
    ]);
    // The model when one is set, checked against the site; the one writer behind it (pitch-model).
    const out = await pitchWithModel(this.llm, urlPitchFacts(site, { offer, seller }));
    const pitch = out.pitch;
    return {
      success: true as const,
      restaurant_data: { name: site.name, website: site.url, fit_score: siteFitScore(site) },
      pitch_content: pitch,
      generated_by: out.generated_by,
      pages_read: site.pagesRead,
      // The diagnostic page reads the pitch fields at the top level.
      ...pitch,
    };
  }
}
