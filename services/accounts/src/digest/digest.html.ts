import { WATCH_CHANGE_LABELS } from '@leadgen/contracts';
import {
  changesInWords,
  dayInWords,
  greeting,
  moreInWords,
  placesTitle,
  watchLines,
  type DigestContent,
} from './digest.words.js';

/** Place names, reasons and addresses come from the outside world: always text, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** The digest as HTML, the same words as the text: counts per watch, the places to act on, the two links. */
export function digestHtml({ firstName, digest, since, links }: DigestContent): string {
  const parts = [
    `<p>${escapeHtml(greeting(firstName))}</p>`,
    `<p>Your watches found <strong>${escapeHtml(changesInWords(digest))}</strong> since ${escapeHtml(dayInWords(since))}:</p>`,
  ];
  for (const watch of watchLines(digest)) {
    const kinds = watch.kinds.map((k) => `<li>${escapeHtml(k.label)}: ${k.count}</li>`).join('');
    parts.push(`<h3 style="margin:16px 0 4px">${escapeHtml(watch.name)}: ${watch.total}</h3><ul>${kinds}</ul>`);
  }
  if (digest.places.length > 0) {
    const items = digest.places
      .map(
        (p) =>
          `<li style="margin-bottom:8px"><strong>${escapeHtml(p.name)}</strong> ` +
          `(${escapeHtml(WATCH_CHANGE_LABELS[p.kind])}, ${escapeHtml(p.watch_name)})<br>${escapeHtml(p.reason)}` +
          (p.address ? `<br><span style="color:#555">${escapeHtml(p.address)}</span>` : '') +
          '</li>',
      )
      .join('');
    parts.push(`<h3 style="margin:16px 0 4px">${escapeHtml(placesTitle(digest))}</h3><ol>${items}</ol>`);
  }
  const more = moreInWords(digest);
  if (more) parts.push(`<p>${escapeHtml(more)}</p>`);
  parts.push(
    `<p>${link(links.myLeads, 'See them in My Leads')}</p>`,
    '<hr>',
    '<p style="color:#555;font-size:12px">You get this digest every week for the saved searches you watch. ' +
      `${link(links.optOut, 'Stop it with one click')} (or turn it off in Account Settings).</p>`,
  );
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">${parts.join('\n')}</body></html>`;
}
