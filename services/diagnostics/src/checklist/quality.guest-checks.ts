/* The checks of what a guest looks for: the menu, a phone to tap, the hours, ordering and booking. */
import type { QualityCheckId } from '@leadgen/contracts';
import type { PhoneFact } from '@leadgen/site-reader';
import type { Judgement, QualityCheckRule } from './quality.rule.js';
import { onlineOrdering, tableReservations } from './site.channels.js';
import { clip, linksOf, snippetAround, uniq, type SiteEvidence } from './site.evidence.js';

const PRICE = /(?:\$|US\$)\s?\d{1,3}(?:[.,]\d{2})?\b/g;

/** The checks of what guests look for, by id. */
export const GUEST_CHECKS = {
  menu_text: {
    id: 'menu_text',
    label: 'Menu as text (not only PDF or images)',
    points: 15,
    kinds: ['menu'],
    needsContent: true,
    recommendation:
      'Publish the menu as text on a web page (not only a PDF or photos): it loads fast on phones and search engines can read it.',
    judge: judgeMenuText,
  },
  click_to_call: {
    id: 'click_to_call',
    label: 'Click-to-call phone link',
    points: 10,
    kinds: ['contact'],
    needsContent: true,
    recommendation: 'Make the phone number a click-to-call (tel:) link.',
    judge: (site) => {
      const phones = site.pages.flatMap((p) => p.phones);
      const tel = phones.find((p) => p.source === 'tel');
      return {
        pass: !!tel,
        detail: tel
          ? `Phone ${phoneShown(tel)} is a tel: link.`
          : phones.length
            ? `Phone ${phoneShown(phones[0]!)} is shown as text only.`
            : 'No phone number found.',
        evidence: [tel?.evidence ?? phones[0]?.evidence],
      };
    },
  },
  hours: {
    id: 'hours',
    label: 'Opening hours on the site',
    points: 10,
    kinds: ['contact'],
    needsContent: true,
    recommendation: 'Show opening hours on the site.',
    judge: (site) => {
      const lines = site.pages.flatMap((p) => p.hours);
      // The days the restaurant opens say more than "Monday: Closed".
      const hoursLine = lines.find((h) => /\d|noon/i.test(h.value)) ?? lines[0];
      const ldHours = site.pages.map((p) => p.jsonLd.business).find((b) => b?.openingHours.length);
      return {
        pass: !!(hoursLine || ldHours),
        detail: hoursLine
          ? `Hours shown: ${clip(hoursLine.value, 80)}`
          : ldHours
            ? `Hours in schema.org markup: ${ldHours.openingHours[0]}`
            : 'No opening hours found.',
        evidence: [hoursLine?.evidence, ldHours?.evidence],
      };
    },
  },
  online_ordering: {
    id: 'online_ordering',
    label: 'Online ordering',
    points: 10,
    kinds: ['menu'],
    needsContent: true,
    recommendation: 'Offer online ordering from the site (commission-free first-party ordering keeps the margin).',
    judge: (site) => {
      const ordering = onlineOrdering(site);
      return {
        pass: ordering.found,
        detail: ordering.found
          ? `Online ordering${ordering.names.length ? ` through ${ordering.names.join(', ')}` : ' on its own pages'}.`
          : 'No online ordering found.',
        evidence: [ordering.providers[0]?.evidence, ordering.links[0]?.evidence],
      };
    },
  },
  reservations: {
    id: 'reservations',
    label: 'Reservations',
    points: 5,
    kinds: ['contact'],
    needsContent: true,
    recommendation: 'Let guests book a table from the site.',
    judge: (site) => {
      const res = tableReservations(site);
      return {
        pass: res.found,
        detail: res.found
          ? `Reservations${res.names.length ? ` through ${res.names.join(', ')}` : ' on the site'}.`
          : 'No way to book a table found.',
        evidence: [res.providers[0]?.evidence, res.links[0]?.evidence, res.forms[0]?.evidence, res.markup?.evidence],
      };
    },
  },
} satisfies Partial<Record<QualityCheckId, QualityCheckRule>>;

/** A US number as guests read it, "(512) 555-0113"; any other number as the site wrote it. */
function phoneShown(phone: PhoneFact): string {
  const d = phone.digits;
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone.value;
}

/** The menu counts as text when a page shows at least three prices. */
function judgeMenuText(site: SiteEvidence): Judgement {
  const { pages } = site;
  const priced = pages
    .map((p) => ({ page: p, prices: p.text.match(PRICE)?.length ?? 0 }))
    .filter((x) => x.prices >= 3)
    .sort((a, b) => b.prices - a.prices)[0];
  if (priced) {
    return {
      pass: true,
      detail: `The menu is on the site as text (${priced.prices} prices on ${priced.page.url}).`,
      evidence: [
        { url: priced.page.url, snippet: snippetAround(priced.page.text, new RegExp(PRICE.source)) ?? 'prices' },
      ],
    };
  }
  const menuPdfs = pages
    .flatMap((p) => p.pdfLinks)
    .filter((l) => l.kinds.includes('menu') || /menu/i.test(`${l.text} ${l.href}`));
  const menuLinks = linksOf(site, 'menu');
  let detail: string;
  if (menuPdfs.length) detail = `The menu is only a PDF (${uniq(menuPdfs.map((l) => l.href)).join(', ')}).`;
  else if (menuLinks.length) detail = 'A menu page exists but shows no dishes as text (images or an embed).';
  else detail = 'No menu found on the site.';
  return { pass: false, detail, evidence: [...menuPdfs.slice(0, 2).map((l) => l.evidence), menuLinks[0]?.evidence] };
}
