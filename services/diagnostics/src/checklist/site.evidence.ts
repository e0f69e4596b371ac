import type { DiagnosticEvidence } from '@leadgen/contracts';
import type { FormFact, LinkFact, LinkKind, PageFacts, ProviderCategory, ProviderFact } from '@leadgen/site-reader';
import type { SiteRead } from '../site/site.source.js';

/** The pages read, and everything on them a check or finding looks through. */
export interface SiteEvidence {
  read: SiteRead;
  pages: PageFacts[];
  /** The home page; null when the site could not be read. */
  home: PageFacts | null;
  /** Where a check that found nothing says it looked. */
  homeUrl: string;
  links: LinkFact[];
  providers: ProviderFact[];
}

export function siteEvidenceOf(read: SiteRead): SiteEvidence {
  const pages = read.pages;
  const home = pages[0] ?? null;
  return {
    read,
    pages,
    home,
    homeUrl: home?.url ?? read.url,
    links: pages.flatMap((p) => p.links),
    providers: pages.flatMap((p) => p.providers),
  };
}

export const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
export const uniq = <T>(xs: T[]) => [...new Set(xs)];
const isPdf = (href: string) => /\.pdf($|[?#])/i.test(href);

/** Links of a kind to web pages (a PDF menu is not a menu page). */
export function linksOf(site: SiteEvidence, kind: LinkKind): LinkFact[] {
  return site.links.filter((l) => l.kinds.includes(kind) && !isPdf(l.href));
}

export function providersOf(site: SiteEvidence, categories: ProviderCategory[]): ProviderFact[] {
  return site.providers.filter((p) => categories.includes(p.category));
}

export function formsOf(site: SiteEvidence, purpose: FormFact['purpose']): FormFact[] {
  return site.pages.flatMap((p) => p.forms).filter((f) => f.purpose === purpose);
}

/** Where the site first mentions something: a heading, else a snippet of the text. */
export function mention(site: SiteEvidence, re: RegExp): DiagnosticEvidence | null {
  for (const page of site.pages) {
    const heading = page.headings.find((h) => re.test(h.text));
    if (heading) return { url: page.url, snippet: `<h${heading.level}> ${heading.text}` };
    const snip = snippetAround(page.text, re);
    if (snip) return { url: page.url, snippet: snip };
  }
  return null;
}

/** A short snippet around the first match of `re` in the text. */
export function snippetAround(text: string, re: RegExp): string | null {
  const m = re.exec(text);
  if (!m) return null;
  const start = Math.max(0, m.index - 60);
  const end = Math.min(text.length, m.index + m[0].length + 80);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Evidence on the home page (or the address asked for when there is none). */
export function homeEvidence(site: SiteEvidence, snippet: string): DiagnosticEvidence {
  return { url: site.homeUrl, snippet: clip(snippet, 200) };
}

/** At most four pieces of evidence, each once. */
export function uniqEvidence(xs: Array<DiagnosticEvidence | null | undefined>): DiagnosticEvidence[] {
  const out: DiagnosticEvidence[] = [];
  for (const x of xs) if (x && !out.some((o) => o.url === x.url && o.snippet === x.snippet)) out.push(x);
  return out.slice(0, 4);
}

/**
 * Why a finding or check of these page kinds cannot be decided, or null when it can: the site
 * could not be read, its content is drawn by JavaScript (for what needs the content), or a page
 * of these kinds failed for a reason other than not existing.
 */
export function openReason(site: SiteEvidence, kinds: LinkKind[], needsContent: boolean): string | null {
  const { read } = site;
  if (read.status === 'unreadable') return read.reason;
  if (needsContent && read.status === 'script_shell')
    return 'The page is drawn by JavaScript in the browser; its content is not in the HTML that could be read.';
  const failed = read.failed.filter((f) => !f.missing && f.kinds.some((k) => kinds.includes(k)));
  if (failed.length)
    return `The page that would show it could not be read: ${failed.map((f) => `${f.url} (${f.reason})`).join('; ')}`;
  return null;
}
