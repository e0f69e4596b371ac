import type { SiteContacts } from '@leadgen/contracts';
import type { SiteReader } from '../fetcher.js';
import type { LinkFact } from '../schemas.js';
import { pageKey, sameSite, sameSitePages } from '../site.js';
import { readContactPage, type ContactPage } from './contact-page.js';
import { contactsFromParsed } from './contacts.extract.js';

export interface ReadContactsOptions {
  /** Pages read at most, the home page included. Default 6. */
  maxPages?: number;
  /** Sub-pages fetched at the same time. Default 2. */
  concurrency?: number;
  now?: () => Date;
}

/** The pages most likely to name who to reach, in the order they are read after the home page. */
export const CONTACT_PAGE_KINDS = ['contact', 'about', 'team', 'catering', 'events', 'careers'] as const;
/** 'locations' (find us, visit us, directions) stands in for a contact page a site does not have. */
export type ContactPageKind = (typeof CONTACT_PAGE_KINDS)[number] | 'locations';

const RULES: Array<{ kind: ContactPageKind; text: RegExp; path: RegExp }> = [
  // Careers before team: 'Join our team' is a jobs page.
  {
    kind: 'careers',
    text: /\bcareers?\b|\bjobs?\b|\bnow hiring\b|\bhiring\b|\bemployment\b|\bjoin (?:our|the) team\b|\bwork (?:with|for) us\b/i,
    path: /(?:^|[/_-])(?:careers?|jobs?|employment|hiring|join-(?:our|the)-team|work-with-us)(?:[/._-]|$)/i,
  },
  {
    kind: 'contact',
    text: /\bcontact\b|\bget in touch\b|\breach us\b|\bemail us\b/i,
    path: /(?:^|[/_-])contact(?:-?us)?(?:[/._-]|$)/i,
  },
  {
    kind: 'about',
    text: /\babout\b|\bour story\b|\bstory\b|\bwho we are\b|\bour history\b|\bhistory\b|\bour family\b/i,
    path: /(?:^|[/_-])(?:about(?:-?us)?|our-?story|story|history|who-we-are)(?:[/._-]|$)/i,
  },
  {
    kind: 'team',
    text: /\bteam\b|\bpeople\b|\bstaff\b|\bour chefs?\b|\bmeet the\b|\bleadership\b|\bowners?\b/i,
    path: /(?:^|[/_-])(?:team|our-team|people|staff|chefs?|leadership|meet-the-[a-z-]+|owners?)(?:[/._-]|$)/i,
  },
  { kind: 'catering', text: /\bcater(?:ing|s)?\b/i, path: /cater/i },
  {
    kind: 'events',
    text: /\bprivate (?:events?|dining|part(?:y|ies)|rooms?)\b|\bevents?\b|\bparties\b|\bbanquets?\b|\bbuy-?outs?\b/i,
    path: /(?:^|[/_-])(?:private|events?|parties|party|banquets?|buyouts?|private-dining)(?:[/._-]|$)/i,
  },
  {
    kind: 'locations',
    text: /\blocations?\b|\bfind us\b|\bvisit us\b|\bdirections\b|\bhours (?:&|and) location\b/i,
    path: /(?:^|[/_-])(?:locations?|find-us|visit(?:-us)?|directions)(?:[/._-]|$)/i,
  },
];

/** Which contact page a link leads to, if any (by its words, then by its path). */
export function contactPageKind(link: Pick<LinkFact, 'href' | 'text'>): ContactPageKind | undefined {
  let path = '';
  try {
    const u = new URL(link.href);
    path = decodeURIComponent(u.pathname).toLowerCase();
  } catch {
    return undefined;
  }
  return (RULES.find((r) => r.text.test(link.text)) ?? RULES.find((r) => r.path.test(path)))?.kind;
}

/**
 * The same-site pages to read after the home page: one of each kind in CONTACT_PAGE_KINDS order,
 * then a second of each while room is left, at most `room` pages.
 */
export function contactPagesToRead(home: ContactPage, room: number): string[] {
  const homeUrl = home.page;
  const seen = new Set([pageKey(homeUrl)]);
  const byKind = new Map<ContactPageKind, URL[]>();
  for (const { link, url: u } of sameSitePages(home.facts.links, homeUrl)) {
    const kind = contactPageKind(link);
    if (!kind) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), u]);
  }
  // A 'Find us' page is read as the contact page when there is none, and after it when there is one.
  byKind.set('contact', [...(byKind.get('contact') ?? []), ...(byKind.get('locations') ?? [])]);
  const out: string[] = [];
  for (let round = 0; out.length < room && round < 3; round++) {
    for (const kind of CONTACT_PAGE_KINDS) {
      const list = byKind.get(kind) ?? [];
      while (list.length && out.length < room) {
        const next = list.shift() as URL;
        if (seen.has(pageKey(next))) continue;
        seen.add(pageKey(next));
        out.push(next.href);
        break;
      }
    }
  }
  return out;
}

const SCRIPT_NOTE = 'The site shows little readable content without running scripts, so contacts may be missing.';

/**
 * Reads who to reach at a restaurant from its website: the home page (a meta refresh followed once),
 * then its contact, about, team, catering, events and careers pages, at most `maxPages` in all, through
 * the same safe reader (sub-pages never leave the site). A home page that cannot be read throws its
 * SiteReaderError; sub-pages that fail are skipped and counted in `site_note`.
 */
export async function readContacts(
  reader: SiteReader,
  url: string,
  options: ReadContactsOptions = {},
): Promise<SiteContacts> {
  const maxPages = Math.max(1, Math.floor(options.maxPages ?? 6));
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
  let fetched = await reader.fetchPage(url);
  let home = readContactPage(fetched.url, fetched.html);
  // A home page that only forwards with <meta http-equiv="refresh"> (common on old hosts): follow it once.
  if (home.facts.metaRefresh && home.facts.metaRefresh !== fetched.url && home.facts.textLength < 500) {
    fetched = await reader.fetchPage(home.facts.metaRefresh);
    home = readContactPage(fetched.url, fetched.html);
  }
  const targets = contactPagesToRead(home, maxPages - 1);
  const pages: Array<ContactPage | undefined> = new Array(targets.length);
  let failed = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < targets.length) {
      const i = next++;
      try {
        const page = await reader.fetchPage(targets[i], { sameSiteOnly: true });
        if (!sameSite(new URL(page.url), home.page)) throw new Error('left the site');
        pages[i] = readContactPage(page.url, page.html);
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
  const read = [home, ...pages.filter((p): p is ContactPage => p !== undefined)];
  const notes: string[] = [];
  if (home.facts.looksLikeScriptShell) notes.push(SCRIPT_NOTE);
  if (failed > 0) notes.push(`${failed === 1 ? 'One' : failed} of the site's pages could not be read.`);
  return {
    website_url: url,
    ...contactsFromParsed(read),
    pages_read: read.map((p) => p.url),
    site_note: notes.length ? notes.join(' ') : null,
    read_at: (options.now ?? (() => new Date()))().toISOString(),
  };
}
