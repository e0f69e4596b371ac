import type { FoundPerson, PersonRole } from '@leadgen/contracts';
import { quoteAround, type JsonNode, type PageLine } from './contact-page.js';
import { NOT_NAME_WORDS, NOT_PEOPLE } from './name-words.js';
import { nameOnly, namesBackward, namesForward, PARTICLES } from './names.js';

type Add = (name: string, role: PersonRole | null, evidence: string) => void;

/** What the people reader needs of a page: its lines, its schema.org nodes and the names of the place. */
export interface PeoplePage {
  url: string;
  lines: PageLine[];
  jsonLd: JsonNode[];
  /** The restaurant's names as the page gives them (brandsOf), so the place is never taken for a person. */
  brands: string[];
}

const ROLE_WORD = String.raw`co[- ]?owners?|owners?(?:\s*(?:[-/&]|and)\s*operators?)?|proprietors?|co[- ]?founders?|founders?|executive chefs?|head chefs?|chefs? de cuisine|chef[- ]partners?|chefs?|general managers?|GM|(?:assistant |restaurant |kitchen |bar |beverage |floor |catering |events? |operations |dining room )?managers?`;
/** A role as sites write it, alone or joined ('Chef/Owner', 'Owner & Executive Chef', 'Co-Owner and GM'). */
const ROLE = new RegExp(
  String.raw`(?<![\w-])(?:(?:former|previous|late|sous|pastry|line|junior)\s+)?(?:${ROLE_WORD})(?:\s*(?:/|&|\+|\band\b|,|-|–)\s*(?:${ROLE_WORD}))*(?:\s*(?:/|&|\band\b|-)\s*(?:managing\s+)?partners?)?(?![\w-]*\w)`,
  'gi',
);
const ROLE_ONE = new RegExp(ROLE.source, 'i');
/** A role opening a line, 'Our Chef' and 'Meet the Owners' included. */
const ROLE_AT_START = new RegExp(`^\\s*(?:(?:meet\\s+)?(?:our|the)\\s+)?(?:${ROLE.source})`, 'i');
const NOT_A_CURRENT_ROLE = /^(?:former|previous|late|sous|pastry|line|junior)\b/i;
/** 'founded by', 'owned and operated by': the people who follow. */
const BY =
  /\b(founded|started|established|opened|owned(?: and operated)?|run)\b(?:\s+(?:in|back in)\s+\d{4}|\s+\d{4})?\s+by\s+/gi;

const RANK: PersonRole[] = ['Chef/Owner', 'Co-owner', 'Owner', 'Founder', 'General Manager', 'Chef', 'Manager'];

interface PersonFind {
  name: string;
  role: PersonRole;
  page_url: string;
  evidence: string;
}

/** The role a phrase names, as the contracts say it; null for a role that does not lead to a decision-maker. */
export function roleOf(phrase: string): PersonRole | null {
  const p = phrase.toLowerCase();
  if (NOT_A_CURRENT_ROLE.test(p)) return null;
  const coOwner = /co[- ]?owner/.test(p);
  const owner = /(?<!co[- ]?)\bowners?\b|proprietor|chef[- ]partner|\bpartners?\b/.test(
    p.replace(/co[- ]?owners?/g, ''),
  );
  const chef = /\bchefs?\b/.test(p);
  const founder = /founder/.test(p);
  const gm = /general manager|\bgm\b/.test(p);
  const manager = /manager/.test(p.replace(/general managers?/g, ''));
  if (chef && (owner || coOwner)) return 'Chef/Owner';
  if (coOwner) return 'Co-owner';
  if (owner) return 'Owner';
  if (founder) return 'Founder';
  if (gm) return 'General Manager';
  if (chef) return 'Chef';
  if (manager) return 'Manager';
  return null;
}

function isPlural(phrase: string): boolean {
  return /(?:owners|founders|chefs|managers|proprietors)$/i.test(phrase.trim());
}

/**
 * A line that is only a role ('Owner & Executive Chef', 'General Manager since 2015'): its role, null for
 * a role that leads to no decision-maker ('Sous Chef'), undefined when the line is not a role.
 */
function roleOnly(line: string, brands: string[]): PersonRole | null | undefined {
  if (line.length > 60) return undefined;
  const m = ROLE_AT_START.exec(line);
  if (!m) return undefined;
  const rest = line.slice(m[0].length);
  if (!/^\s*(?:[,|–—-]\s*)?(?:(?:of|at|since|for)\b.*)?[.!]?\s*$/i.test(rest)) return undefined;
  // 'General Manager at Acme Corp' under a guest's name: a role at another business.
  if (elsewhere(rest, brands)) return null;
  return roleOf(m[0].replace(/^\s*(?:meet\s+)?(?:our|the)\s+/i, ''));
}

/** Generic words of a business's name, which tell no two businesses apart. */
const GENERIC = new Set(
  'the of and at & restaurant restaurants bar grill kitchen cafe café co company group llc inc hospitality'.split(' '),
);

/**
 * What follows a role names another business ('Owner of Brooks Plumbing', 'Manager at Acme Corp'): a
 * guest's or a supplier's own title. The restaurant itself ('Owner of Trattoria Rossi', 'Chef at the
 * restaurant') is not elsewhere; a business named on a page that gives no name for the place is.
 */
function elsewhere(afterRole: string, brands: string[]): boolean {
  const m = /^\s*,?\s*(?:of|at)\s+(?:the\s+)?([A-Z][\w'’&.-]*(?:\s+(?:[A-Z0-9&][\w'’&.-]*|of|and|the|de|la))*)/.exec(
    afterRole,
  );
  if (!m) return false;
  const words = (s: string): string[] =>
    s
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !GENERIC.has(w));
  const org = words(m[1]);
  // 'Owner of Russo Hospitality Group': the group that owns the place, not someone else's business.
  if (!org.length || /\b(?:hospitality|restaurants|restaurant group)\b/i.test(m[1])) return false;
  const known = new Set(brands.flatMap(words));
  return !org.some((w) => known.has(w));
}

/**
 * The names a page gives the restaurant: its schema.org name and og:site_name as they are, and the parts
 * of its title ('Our Story | Trattoria Rossi' → 'Trattoria Rossi'). A title part about a person ('Meet
 * Chef Sofia Rossi') or a page ('About Us') is left out, or she could never be read from her own page.
 */
export function brandsOf(names: Array<string | null | undefined>, title: string | null | undefined): string[] {
  const out = names.map((n) => (n ?? '').trim()).filter(Boolean);
  for (const part of (title ?? '').split(/\s+[|–—:·•-]\s+/)) {
    const p = part.trim();
    if (!p || ROLE_ONE.test(p) || /^(?:about|meet|our|home|welcome|menu|contact|team|story)\b/i.test(p)) continue;
    out.push(p);
  }
  return [...new Set(out)];
}

/**
 * Team cards: a heading and the line under it, one the name and the other the role (<h3>Maria Lopez</h3>
 * <p>Owner</p>, or <h4>Sous Chef</h4><p>Ana Ruiz</p>). Without headings, a name line then a role line.
 * Each line belongs to one card.
 */
function teamCards(lines: PageLine[], brands: string[], add: Add): void {
  const used = new Set<number>();
  const usable = (i: number): boolean => i < lines.length && !used.has(i) && readableLine(lines[i]);
  const pair = (i: number, j: number, headingFirst: boolean): void => {
    const a = lines[i].text;
    const b = lines[j].text;
    const evidence = quoteAround(`${a} — ${b}`, 0);
    const nameA = nameOnly(a);
    const roleB = nameA ? roleOnly(b, brands) : undefined;
    if (nameA && roleB !== undefined) {
      add(nameA, roleB, evidence);
      used.add(i).add(j);
      return;
    }
    if (!headingFirst) return;
    const roleA = roleOnly(a, brands);
    if (roleA === undefined) return;
    // 'Meet the Owners' over 'Ana and Luis Reyes': both of them.
    const pairNames = /^\S+\s+(?:and|&)\s+\S+(?:\s+\S+){1,3}$/.test(b) && isPlural(a) ? namesForward(b) : [];
    const names = pairNames.length === 2 ? pairNames : [nameOnly(b)].filter((n): n is string => n !== null);
    for (const name of names) add(name, roleA, evidence);
    if (names.length) used.add(i).add(j);
  };
  for (let i = 0; i + 1 < lines.length; i++)
    if (lines[i].heading && !lines[i + 1].heading && usable(i) && usable(i + 1)) pair(i, i + 1, true);
  for (let i = 0; i + 1 < lines.length; i++)
    if (!lines[i + 1].heading && usable(i) && usable(i + 1)) pair(i, i + 1, false);
}

/**
 * Lines a person's name can be read from: not guests' words, not a quote, not a menu's dishes and
 * prices; and no line opening with a quote mark or a dash ('— Jennifer K.').
 */
function readableLine(line: PageLine): boolean {
  return !line.quoted && !line.menu && !/^[\s"“”'‘’«»\-–—~]/.test(line.text);
}

/** Everyone with a role on one page: sentences, team cards (name line, role line) and JSON-LD founder/employee. */
export function peopleOnPage(p: PeoplePage): PersonFind[] {
  const found: PersonFind[] = [];
  const brands = p.brands.map((b) => b.toLowerCase());
  const add: Add = (name, role, evidence) => {
    if (!role || !looksLikePerson(name) || brands.some((b) => namesThePlace(b, name))) return;
    found.push({ name, role, page_url: p.url, evidence });
  };
  teamCards(p.lines, p.brands, add);
  for (const line of p.lines) {
    if (!readableLine(line)) continue;
    const text = line.creditAt >= 0 ? line.text.slice(0, line.creditAt) : line.text;
    rolesInLine(text, line.text, p.brands, add);
    foundersInLine(text, line.text, add);
  }
  for (const node of p.jsonLd) peopleInJsonLd(node, add);
  return found;
}

/** 'Maria Lopez, Owner' / 'Chef/Owner Maria Lopez' / 'Owner: Maria Lopez' / 'Meet our chef, Dana Kim'. */
function rolesInLine(text: string, full: string, brands: string[], add: Add): void {
  for (const m of text.matchAll(ROLE)) {
    const phrase = m[0];
    if (/^gm$/i.test(phrase) && phrase !== 'GM') continue;
    const role = roleOf(phrase);
    if (!role) continue;
    const start = m.index ?? 0;
    const after = text.slice(start + phrase.length);
    // "the owner's grandmother's recipe", "chef's way": the role's belongings, not a name beside it.
    if (/^['’]s\b/.test(after)) continue;
    // 'Mark Stevens, General Manager at Acme Corp': someone else's business.
    if (elsewhere(after, brands)) continue;
    const before = text.slice(0, start);
    // 'Maria Lopez, Owner' / 'Maria Lopez (Owner)' / 'Dana Kim, our executive chef' / 'Maria Lopez is the owner'
    const beforeTrim = before.replace(/\s*(?:[,(|:–—-]|\bis)?\s*(?:(?:the|our|a|an|restaurant'?s?)\s+)*$/i, '');
    const backward = namesBackward(beforeTrim);
    // 'Chef/Owner Maria Lopez' / 'Owner: Maria Lopez' / 'Meet our chef, Dana Kim'
    const forward = namesForward(after.replace(/^\s*(?:[:,|–—-]\s*)?/, ''));
    const separated = /[,(|–—-]\s*(?:(?:the|our|a|an)\s+)*$|\bis\s+(?:the|our)\s+$/i.test(before);
    // Without a comma or dash between them, a name before the role counts only when nothing follows it ('Maria Lopez Owner').
    const names =
      separated && backward.length ? backward : forward.length ? forward : after.trim() === '' ? backward : [];
    if (names.length > 1 && !isPlural(phrase) && names === forward) names.splice(1);
    for (const name of names) add(name, role, quoteAround(full, start));
  }
}

/** 'Brothers Sam and Max Diaz founded the taqueria', 'founded in 2009 by Maria and Luis Reyes', 'owned and operated by ...'. */
function foundersInLine(text: string, full: string, add: Add): void {
  for (const m of text.matchAll(/\s(?:co-?)?founded\s+(?!by\b)/gi))
    for (const name of namesBackward(text.slice(0, m.index))) add(name, 'Founder', quoteAround(full, m.index ?? 0));
  for (const m of text.matchAll(BY)) {
    const verb = m[1].toLowerCase();
    const role: PersonRole = verb.startsWith('owned') || verb === 'run' ? 'Owner' : 'Founder';
    const raw = text.slice((m.index ?? 0) + m[0].length);
    // 'founded by chef Maria Lopez': the role pattern reads her, with her role.
    if (ROLE_ONE.test(raw.split(/\s+/).slice(0, 4).join(' '))) continue;
    const after = raw.replace(/^(?:[a-z][a-z-]*\s+){0,4}/, '');
    for (const name of namesForward(after)) add(name, role, quoteAround(full, m.index ?? 0));
  }
}

/**
 * The place's name is the name read ('Rosa Verde' on Rosa Verde's site), not the person it is named
 * after: 'Dave Miller's BBQ' leaves Dave Miller a person.
 */
function namesThePlace(brand: string, name: string): boolean {
  const at = brand.indexOf(name.toLowerCase());
  return at >= 0 && !/^['’]s\b/.test(brand.slice(at + name.length));
}

/** No word of it is a dish, a street, a brand or a heading word, and it is not an award's name. */
function looksLikePerson(name: string): boolean {
  const words = name.toLowerCase().split(/\s+/);
  return !NOT_PEOPLE.has(words.join(' ')) && !words.some((w) => NOT_NAME_WORDS.has(w.replace(/[.,]$/, '')));
}

function personName(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (!v || typeof v !== 'object') return null;
  const o = v as JsonNode;
  // A founder that is a company ('Park Hospitality Group') is no person.
  const types = Array.isArray(o['@type']) ? o['@type'] : [o['@type']];
  if (types.some((t) => typeof t === 'string' && /Organization|Corporation|LocalBusiness/.test(t))) return null;
  if (typeof o['name'] === 'string') return o['name'].trim() || null;
  const given = typeof o['givenName'] === 'string' ? o['givenName'] : '';
  const family = typeof o['familyName'] === 'string' ? o['familyName'] : '';
  return `${given} ${family}`.trim() || null;
}

function jsonLdName(name: string | null): string | null {
  if (!name || /\d|@/.test(name)) return null;
  const words = name.split(/\s+/);
  return words.length >= 2 && words.length <= 5 && words.every((w) => /^[A-ZÀ-ÖØ-Þ]/.test(w) || PARTICLES.has(w))
    ? words.join(' ')
    : null;
}

/** schema.org founder (a Founder unless a jobTitle says more), employee and Person nodes with a jobTitle. */
function peopleInJsonLd(node: JsonNode, add: Add): void {
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
  const quote = (key: string, person: unknown): string =>
    `"${key}": ${JSON.stringify(person)}`.replace(/\s+/g, ' ').slice(0, 200);
  for (const f of list(node['founder'])) {
    const name = jsonLdName(personName(f));
    const title = f && typeof f === 'object' ? (f as JsonNode)['jobTitle'] : undefined;
    if (name) add(name, (typeof title === 'string' && roleOf(title)) || 'Founder', quote('founder', f));
  }
  for (const key of ['employee', 'employees', 'member', 'members']) {
    for (const e of list(node[key])) {
      if (!e || typeof e !== 'object') continue;
      const title = (e as JsonNode)['jobTitle'];
      const name = jsonLdName(personName(e));
      if (name && typeof title === 'string') add(name, roleOf(title), quote(key, e));
    }
  }
  const types = list(node['@type']);
  if (types.includes('Person') && typeof node['jobTitle'] === 'string') {
    const name = jsonLdName(personName(node));
    if (name) add(name, roleOf(node['jobTitle']), quote('Person', { name, jobTitle: node['jobTitle'] }));
  }
}

/**
 * One entry per person (by name), in the order first met. Chef on one page and Owner on another make a
 * Chef/Owner; otherwise the more telling role wins (Chef/Owner over Chef, General Manager over Manager),
 * with the evidence of the mention that gave it.
 */
export function dedupePeople(finds: PersonFind[]): FoundPerson[] {
  const byName = new Map<string, { first: PersonFind; best: PersonFind; roles: Set<PersonRole> }>();
  for (const f of finds) {
    const key = f.name.toLowerCase().replace(/\s+/g, ' ');
    const seen = byName.get(key);
    if (!seen) {
      byName.set(key, { first: f, best: f, roles: new Set([f.role]) });
      continue;
    }
    seen.roles.add(f.role);
    if (RANK.indexOf(f.role) < RANK.indexOf(seen.best.role)) seen.best = f;
  }
  return [...byName.values()].map(({ first, best, roles }) => {
    const ownerish = roles.has('Owner') || roles.has('Co-owner');
    const role: PersonRole = roles.has('Chef') && ownerish && best.role !== 'Chef/Owner' ? 'Chef/Owner' : best.role;
    return { name: first.name, role, page_url: best.page_url, evidence: best.evidence };
  });
}

/** Who a rep would call the owner, best first: an owner or chef-owner, then a co-owner, then a founder. */
const OWNER_TIERS: PersonRole[][] = [['Owner', 'Chef/Owner'], ['Co-owner'], ['Founder']];

/**
 * The owner among the people a site names (as dedupePeople gives them, in the order first met): the
 * first of the best tier. A chef or a manager alone is not the owner: null then.
 */
export function ownerAmong(people: FoundPerson[]): FoundPerson | null {
  for (const tier of OWNER_TIERS) {
    const owner = people.find((p) => tier.includes(p.role));
    if (owner) return owner;
  }
  return null;
}
