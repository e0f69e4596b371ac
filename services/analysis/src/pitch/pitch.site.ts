import type { SiteSummary } from '../site/site.summary.js';

/** The website as the model sees it: what was found, with where, and the text trimmed. */
export function siteForModel(site: SiteSummary) {
  return {
    name: site.name,
    website: site.url,
    description: site.description,
    cuisines: site.cuisines,
    address: site.address,
    found: site.found,
    menu_pdf_only: site.menuPdfOnly,
    ordering_providers: site.orderingProviders,
    reservation_providers: site.reservationProviders,
    social: site.social.map((s) => s.network),
    headings: site.headings.slice(0, 30),
    text: site.text.slice(0, 6000),
    pages_read: site.pagesRead,
  };
}
