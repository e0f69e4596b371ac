/* Online ordering and table reservations as the site shows them: vendors, links, forms and markup. */
import type { FormFact, JsonLdBusiness, LinkFact, ProviderFact } from '@leadgen/site-reader';
import { providerNames } from './provider.names.js';
import { formsOf, linksOf, providersOf, type SiteEvidence } from './site.evidence.js';

export interface OnlineOrdering {
  found: boolean;
  providers: ProviderFact[];
  links: LinkFact[];
  /** Ordering and delivery vendors, each once. */
  names: string[];
}

/** Ordering or delivery vendors, or links to order online. */
export function onlineOrdering(site: SiteEvidence): OnlineOrdering {
  const providers = providersOf(site, ['ordering', 'delivery']);
  const links = linksOf(site, 'order_online');
  return { found: providers.length > 0 || links.length > 0, providers, links, names: providerNames(providers) };
}

export interface TableReservations {
  found: boolean;
  providers: ProviderFact[];
  links: LinkFact[];
  forms: FormFact[];
  /** schema.org acceptsReservations saying yes (or where to book). */
  markup: JsonLdBusiness | undefined;
  names: string[];
}

/** A reservation vendor, link or form, or markup that says the restaurant takes reservations. */
export function tableReservations(site: SiteEvidence): TableReservations {
  const providers = providersOf(site, ['reservations']);
  const links = linksOf(site, 'reservations');
  const forms = formsOf(site, 'reservation');
  const markup =
    site.pages
      .map((p) => p.jsonLd.business)
      .find((b) => b && (b.acceptsReservations === true || typeof b.acceptsReservations === 'string')) ?? undefined;
  return {
    found: providers.length > 0 || links.length > 0 || forms.length > 0 || !!markup,
    providers,
    links,
    forms,
    markup,
    names: providerNames(providers),
  };
}
