import type { DiagnosticResponse, QualityCheck } from '@leadgen/contracts';
import { providerNames } from './provider.names.js';
import { onlineOrdering, QUALITY_CHECKS, tableReservations } from './quality.checks.js';
import { linksOf, providersOf, uniq, type SiteEvidence } from './site.evidence.js';

interface Found {
  checks: QualityCheck[];
  conversions: DiagnosticResponse['conversions'];
  marketing: DiagnosticResponse['marketing'];
}

const NETWORK_NAMES: Record<string, string> = {
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tripadvisor: 'Tripadvisor',
};
const RECOMMENDATION = Object.fromEntries(QUALITY_CHECKS.map((c) => [c.id, c.recommendation]));

/** "Toast", "Toast and DoorDash", "Toast, DoorDash and Uber Eats". */
function andList(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
}

/** What sets the restaurant apart, each from evidence on its site (the cuisine is the category, not a feature). */
export function uniqueFeatures(site: SiteEvidence, { conversions, marketing }: Found): string[] {
  const features: string[] = [];
  const { private_parties: parties, catering, hiring } = conversions;
  const ordering = onlineOrdering(site);
  const reservations = tableReservations(site);
  const cateringProviders = providersOf(site, ['catering']);
  const biz = site.home?.jsonLd.business;
  const networks = (marketing.social.profiles ?? []).map((p) => p.network);
  if (ordering.found)
    features.push(
      `Online ordering${ordering.names.length ? ` through ${andList(ordering.names)}` : ' on its own site'}`,
    );
  if (reservations.found)
    features.push(`Table reservations${reservations.names.length ? ` through ${andList(reservations.names)}` : ''}`);
  if (parties.mentions_parties)
    features.push(
      `Private events${parties.has_group_form ? ' with an inquiry form' : ''}${parties.party_software ? ` (${parties.party_software})` : ''}`,
    );
  if (catering.mentions_catering)
    features.push(
      `Catering${catering.has_catering_form ? ' with a request form' : ''}${cateringProviders.length ? ` (${providerNames(cateringProviders).join(', ')})` : ''}`,
    );
  if (hiring.mentions_hiring) features.push(`Hiring page${hiring.has_job_form ? ' with an application form' : ''}`);
  if (marketing.email.has_newsletter)
    features.push(`Email newsletter sign-up${marketing.email.provider ? ` (${marketing.email.provider})` : ''}`);
  if (linksOf(site, 'gift_cards').length || providersOf(site, ['gift_cards']).length)
    features.push('Gift cards sold online');
  if (biz?.priceRange) features.push(`Price range ${biz.priceRange}`);
  if (networks.length)
    features.push(`On ${andList(networks.map((n) => NETWORK_NAMES[n] ?? n[0]!.toUpperCase() + n.slice(1)))}`);
  return features;
}

/**
 * What to fix, most basic first: a site that cannot be read, each failed check, broken links,
 * then the conversions the site misses (only where the finding was decided).
 */
export function recommendations(site: SiteEvidence, { checks, conversions, marketing }: Found): string[] {
  const recs: string[] = [];
  const { read } = site;
  const { private_parties: parties, catering, hiring } = conversions;
  if (read.status === 'unreadable')
    recs.push(
      'The website could not be read automatically: open it in a browser before the call and check it by hand.',
    );
  else if (read.status === 'script_shell')
    recs.push(
      'The site shows nothing without JavaScript: search engines and link previews may see an empty page. Server-render the key content (menu, hours, address).',
    );
  for (const c of checks) if (c.status === 'fail') recs.push(RECOMMENDATION[c.id]!);
  for (const f of read.failed.filter((f) => f.missing))
    recs.push(`Fix the broken link to ${f.url} (${f.reason.replace(/\.$/, '')}).`);
  if (parties.mentions_parties === false)
    recs.push('Promote private parties and group dining with a dedicated page and inquiry form.');
  else if (parties.mentions_parties && parties.has_group_form === false)
    recs.push('Add a private-party inquiry form so group leads are captured, not lost to phone tag.');
  if (catering.mentions_catering === false)
    recs.push('Offer catering online: a catering page with a request form brings in large orders.');
  else if (catering.mentions_catering && catering.has_catering_form === false && catering.has_ordering_system === false)
    recs.push('Add a catering request form or catering ordering so large orders can be placed online.');
  if (hiring.mentions_hiring && hiring.has_job_form === false)
    recs.push('Add a job application form so candidates can apply from the site.');
  if (marketing.email.has_newsletter === false)
    recs.push('Collect guest emails with a newsletter sign-up to bring guests back.');
  return uniq(recs);
}
