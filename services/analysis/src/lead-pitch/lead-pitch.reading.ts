import { RpcException } from '@nestjs/microservices';
import { ErrorEnvelopeSchema, type Lead } from '@leadgen/contracts';
import { isSiteReaderError } from '@leadgen/site-reader';
import type { SiteSource } from '../site/site.source.js';
import { hostOf, type SiteSummary } from '../site/site.summary.js';
import { joinAnd } from '../pitch/pitch.words.js';

/** The lead's website as read, or why it was not. */
export type SiteReading = { site: SiteSummary; note: null } | { site: null; note: string };

type LeadSite = Pick<
  Lead,
  'name' | 'website' | 'cuisine_type' | 'google_rating' | 'review_count' | 'location_count' | 'operating_hours'
>;

/** A listed website as an address the reader takes: "casaverde.com" -> "https://casaverde.com". */
export function websiteUrl(website: string): string {
  const w = website.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(w) ? w : `https://${w.replace(/^\/+/, '')}`;
}

/** The listing facts a pitch falls back on, as the note names them. */
function listingFacts(lead: LeadSite): string {
  const facts = [
    lead.cuisine_type ? 'cuisine' : null,
    lead.google_rating ? 'rating' : null,
    lead.review_count !== null ? 'reviews' : null,
    lead.location_count !== null ? 'locations' : null,
    lead.operating_hours?.weekday_text.length ? 'hours' : null,
  ].filter((f): f is string => !!f);
  return facts.length ? joinAnd(facts) : 'name and address';
}

/** The reader's reason, in its own words ("The website address could not be found."); null for an error that is not about the site. */
export function unreadableReason(err: unknown): string | null {
  if (isSiteReaderError(err)) return err.message;
  if (err instanceof RpcException) {
    const envelope = ErrorEnvelopeSchema.safeParse(err.getError());
    // The site source says "Could not read <address>: <reason>"; the note names the site itself.
    if (envelope.success) return envelope.data.error.replace(/^Could not read \S+: /, '');
  }
  return null;
}

/**
 * Reads the lead's website. A site that cannot be read (none listed, not found, refused, too slow,
 * only scripts) is not a failure: the pitch is written from the listing, and the note says why.
 * Any other error (a fault of this service) is thrown.
 */
export async function readLeadSite(sites: SiteSource, lead: LeadSite): Promise<SiteReading> {
  const from = `This pitch is written from the listing instead (${listingFacts(lead)}).`;
  const website = lead.website?.trim();
  if (!website)
    return {
      site: null,
      note: `No website is listed for ${lead.name}. This pitch is written from the listing (${listingFacts(lead)}).`,
    };
  const url = websiteUrl(website);
  let site: SiteSummary;
  try {
    site = await sites.read(url);
  } catch (err) {
    const reason = unreadableReason(err);
    if (reason === null) throw err;
    return { site: null, note: `The website ${hostOf(url)} could not be read: ${reason} ${from}` };
  }
  if (site.thin) {
    return {
      site: null,
      note: `The website ${site.host} shows almost nothing without running scripts, so it could not be read. ${from}`,
    };
  }
  return { site, note: null };
}
