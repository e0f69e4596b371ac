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

/** The digest as plain text: what every mail client shows, and what a rep reads on a phone. */
export function digestText({ firstName, digest, since, links }: DigestContent): string {
  const lines = [greeting(firstName), '', `Your watches found ${changesInWords(digest)} since ${dayInWords(since)}:`];
  for (const watch of watchLines(digest)) {
    lines.push('', `${watch.name}: ${watch.total}`);
    for (const kind of watch.kinds) lines.push(`  ${kind.label}: ${kind.count}`);
  }
  if (digest.places.length > 0) {
    lines.push('', `${placesTitle(digest)}:`);
    digest.places.forEach((place, i) => {
      lines.push('', `${i + 1}. ${place.name} (${WATCH_CHANGE_LABELS[place.kind]}, ${place.watch_name})`);
      lines.push(`   ${place.reason}`);
      if (place.address) lines.push(`   ${place.address}`);
    });
  }
  const more = moreInWords(digest);
  if (more) lines.push('', more);
  lines.push(
    '',
    `See them in My Leads: ${links.myLeads}`,
    '',
    '--',
    'You get this digest every week for the saved searches you watch.',
    `Stop it with one click: ${links.optOut}`,
    '(or turn it off in Account Settings)',
  );
  return `${lines.join('\n')}\n`;
}
