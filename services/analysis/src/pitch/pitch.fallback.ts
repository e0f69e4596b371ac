import type { Pitch, PitchForLeadRequestSchema } from '@leadgen/contracts';
import type { z } from 'zod';
import type { Capability, SiteSummary } from '../site/site.summary.js';

const LABEL: Record<Capability, string> = {
  menu: 'an online menu',
  online_ordering: 'online ordering',
  reservations: 'online reservations',
  catering: 'a catering offer',
  private_events: 'private events',
  careers: 'a careers page',
  gift_cards: 'gift cards',
  newsletter: 'a newsletter sign-up',
};

const NETWORK: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

/** Gaps a restaurant-technology seller can speak to, in the order they matter for revenue. */
const GAPS: { cap: Capability; pain: string; opportunity: string }[] = [
  { cap: 'online_ordering', pain: 'No online ordering link was found on the website, so guests who want takeout have to call.', opportunity: 'Commission-free online ordering from the website' },
  { cap: 'reservations', pain: 'No online reservation option was found; bookings depend on the phone.', opportunity: 'Online reservations that fill tables while the team is busy' },
  { cap: 'catering', pain: 'No catering offer was found on the site, which leaves large orders on the table.', opportunity: 'A catering page with an inquiry form for group orders' },
  { cap: 'private_events', pain: 'No private events or group dining page was found.', opportunity: 'A private events page that captures party leads' },
  { cap: 'gift_cards', pain: 'No digital gift cards were found on the site.', opportunity: 'Digital gift cards sold straight from the website' },
  { cap: 'newsletter', pain: 'No email sign-up was found, so the restaurant cannot reach past guests directly.', opportunity: 'An email list that brings guests back' },
];

function strengths(site: SiteSummary): string[] {
  const out: string[] = [];
  for (const cap of ['online_ordering', 'reservations', 'catering', 'private_events', 'gift_cards', 'careers'] as Capability[]) {
    const seen = site.found[cap];
    if (seen) out.push(`Offers ${LABEL[cap]} (seen: "${seen.snippet}" on ${seen.url})`);
  }
  return out;
}

/**
 * A pitch built only from what the site shows. It never claims a capability the site lacks
 * and never calls something missing when the site shows it.
 */
export function deterministicPitch(site: SiteSummary): Pitch {
  const insights: string[] = [];
  if (site.cuisines.length) insights.push(`${site.name} serves ${site.cuisines.join(', ')}.`);
  if (site.address) insights.push(`Located at ${site.address}.`);
  if (site.orderingProviders.length) insights.push(`Takes online orders through ${site.orderingProviders.join(', ')}.`);
  if (site.reservationProviders.length) insights.push(`Takes reservations through ${site.reservationProviders.join(', ')}.`);
  if (site.menuPdfOnly) insights.push('The menu is published as a PDF only, which is hard to read on a phone and invisible to search engines.');
  if (site.social.length) insights.push(`Active on ${site.social.map((s) => NETWORK[s.network] ?? s.network).join(', ')}.`);
  insights.push(...strengths(site).slice(0, 3));
  if (site.thin) insights.push('The website shows little readable content without running scripts; some facts may be missing.');
  if (insights.length === 0) insights.push(`Read ${site.pagesRead.length} page(s) of ${site.host}.`);

  const gaps = site.thin ? [] : GAPS.filter((g) => !site.found[g.cap]);
  const pains = gaps.map((g) => g.pain);
  if (site.menuPdfOnly) pains.unshift('The menu is only a PDF: slow on phones and not indexed by search engines.');
  const opportunities = gaps.map((g) => g.opportunity);
  if (site.menuPdfOnly) opportunities.unshift('A mobile-friendly, searchable menu page');
  if (opportunities.length === 0) opportunities.push('Bring the existing online channels together so more guests convert from the website');

  const lead = gaps[0];
  const observation = site.menuPdfOnly
    ? 'your menu is only available as a PDF'
    : lead
      ? `I couldn't find ${LABEL[lead.cap]} on ${site.host}`
      : `you already offer ${[...site.orderingProviders, ...site.reservationProviders].slice(0, 2).join(' and ') || 'several online channels'}`;
  const firstOpportunity = opportunities[0]!.toLowerCase();

  return {
    confidence_score: Math.min(0.6, 0.3 + 0.05 * (insights.length + pains.length)),
    key_insights: insights.slice(0, 6),
    pain_points: pains.slice(0, 5),
    opportunity_highlights: opportunities.slice(0, 5),
    email_opener: `Hi ${site.name} team, I was looking at ${site.host} and noticed ${observation}. We help restaurants like yours with ${firstOpportunity}; would a 15-minute call next week make sense?`,
    call_opener: `Hi, is this ${site.name}? I was on your website and noticed ${observation}. I work with restaurants on ${firstOpportunity}. Do you have two minutes?`,
    value_proposition: lead
      ? `${lead.opportunity} for ${site.name}, so more of the guests who visit ${site.host} turn into orders and bookings.`
      : `More revenue from the guests who already visit ${site.host}, by making the channels ${site.name} has work harder.`,
    suggested_approach: lead
      ? `Open with what you saw on their site (${observation}), show one restaurant of a similar size that added ${LABEL[lead.cap]}, and ask for a short call with the owner or general manager.`
      : `Acknowledge what ${site.name} already does online, ask what is not working with it today, and offer a short review of their website.`,
  };
}

/** Fit of a restaurant for a technology seller, from the site's evidence alone (0-100). */
export function siteFitScore(site: SiteSummary): number {
  let score = 40;
  if (site.found.menu) score += 10;
  if (site.phone) score += 5;
  if (site.address) score += 5;
  if (site.social.length) score += 5;
  // Each gap is something to sell into; cap so a bare site does not score highest.
  const gaps = GAPS.filter((g) => !site.found[g.cap]).length;
  score += Math.min(gaps, 3) * 10;
  if (site.menuPdfOnly) score += 5;
  if (site.thin) score -= 15;
  return Math.max(0, Math.min(100, score));
}

/** The lead record a pitch is asked for when no website is read. */
export type LeadInput = z.infer<typeof PitchForLeadRequestSchema>;

/** A pitch from the lead record alone (no website read): modest claims, lower confidence. */
export function deterministicLeadPitch(lead: LeadInput): Pitch {
  const cuisine = lead.cuisine_type.replace(/_/g, ' ');
  const insights = [`${lead.name} is a ${cuisine} restaurant at ${lead.address}.`];
  if (lead.google_rating !== null && lead.review_count !== null) {
    insights.push(`Rated ${lead.google_rating} from ${lead.review_count} reviews.`);
  }
  if (lead.website) insights.push(`Has a website (${lead.website}).`);
  const popular = (lead.review_count ?? 0) >= 300;
  const pains = [
    popular
      ? 'High review volume means busy peaks, when phone orders and bookings get missed.'
      : 'A modest review count suggests the restaurant is still building its regulars.',
  ];
  if (!lead.website) pains.push('No website is listed, so guests searching online have little to act on.');
  return {
    confidence_score: 0.35,
    key_insights: insights,
    pain_points: pains,
    opportunity_highlights: [popular ? 'Capture more orders at peak times without extra staff' : 'Turn first-time guests into regulars'],
    email_opener: `Hi ${lead.name} team, I came across your ${cuisine} restaurant${lead.google_rating ? ` and its ${lead.google_rating}-star rating` : ''} and had a quick idea for you.`,
    call_opener: `Hi, is this ${lead.name}? I work with ${cuisine} restaurants nearby and had a quick question for the owner or manager.`,
    value_proposition: `More orders and returning guests for ${lead.name}, with less time on the phone.`,
    suggested_approach: 'Call outside meal rushes (2-4 pm), ask for the owner or general manager, and offer a short review of how guests find and order from them today.',
  };
}
