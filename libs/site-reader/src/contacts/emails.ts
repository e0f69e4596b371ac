import type { EmailKind, FoundEmail } from '@leadgen/contracts';
import MailChecker from 'mailchecker';
import { CREDIT, siteKey } from './agency.js';
import { blockTextAround, quoteAround, type ContactPage, type JsonNode } from './contact-page.js';

const EMAIL_TEXT =
  /(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?![a-z0-9-])/gi;
const VALID =
  /^[a-z0-9][a-z0-9._%+-]*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,24}$/;

/** 'info [at] bistro [dot] com', 'info(at)bistro.com', 'info {at} bistro.com', 'info @ bistro.com'. */
const BRACKET_AT = String.raw`\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*|\s+@\s+`;
const BRACKET_DOT = String.raw`\s*[[({<]\s*(?:dot|\.)\s*[\])}>]\s*|\s+dot\s+|\.`;
const DISGUISED = new RegExp(
  String.raw`(?<![a-z0-9._%+-])([a-z0-9][a-z0-9._%+-]*)(?:${BRACKET_AT})([a-z0-9-]+(?:(?:${BRACKET_DOT})[a-z0-9-]+)+)`,
  'gi',
);
/** 'info at bistro dot com': only with the word 'dot', so 'find us at bistro.com' never becomes an address. */
const SPELLED =
  /(?<![a-z0-9._%+-])([a-z0-9][a-z0-9._%+-]*)\s+(?:at|AT)\s+([a-z0-9-]+(?:\s+(?:dot|DOT)\s+[a-z0-9-]+)+)\b/g;
const NOT_A_LOCAL_PART = new Set(['us', 'me', 'them', 'you', 'it', 'here', 'there', 'home', 'today', 'tonight', 'now']);

/** Addresses that answer for a role, not a person: whoever holds the job reads them. */
const ROLE_WORDS = new Set(
  `info information hello hi hey hola ciao bonjour aloha howdy welcome contact contactus contacto events event
  catering cater caterings jobs job careers career hr hiring employment work apply resumes reservations reservation
  reserve reservas rsvp bookings booking book orders order ordering togo takeout pickup delivery office admin
  administration manager managers management gm agm team staff eat eats dine dining food kitchen chef chefs bar host
  hostess press media pr marketing sales support help service services customerservice guestservices guest guests
  guestrelations general inquiries inquiry enquiries enquiry questions party parties privateevents privatedining
  private groups group banquets banquet feedback accounts accounting ap ar billing invoices payroll finance mail email
  webmaster wholesale partnerships partners community donations giftcards gifts giftcard social news newsletter
  club owner owners founders restaurant cafe bakery shop store`.split(/\s+/),
);

/** Never a contact: placeholders in templates and forms, error trackers and the site builder's own mail. */
const PLACEHOLDER_DOMAINS = new Set([
  'example.com',
  'example.org',
  'example.net',
  'yourdomain.com',
  'your-domain.com',
  'yoursite.com',
  'yourwebsite.com',
  'yourcompany.com',
  'yourbusiness.com',
  'mysite.com',
  'mydomain.com',
  'website.com',
  'domain.com',
  'email.com',
  'test.com',
  'company.com',
  'sentry.io',
  'wixpress.com',
  'sentry-next.wixpress.com',
]);
const PLACEHOLDER_LOCALS = new Set([
  'you',
  'your',
  'yourname',
  'your.name',
  'your-name',
  'youremail',
  'your.email',
  'name',
  'firstname',
  'first.last',
  'firstname.lastname',
  'john.doe',
  'johndoe',
  'jane.doe',
  'janedoe',
  'john.smith',
  'someone',
  'username',
  'user',
  'example',
  'noreply',
  'no-reply',
  'donotreply',
  'do-not-reply',
  'mailer-daemon',
]);
const ASSET =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|heic|woff2?|ttf|otf|eot|css|scss|js|mjs|cjs|map|json|xml|mp4|webm|mov|mp3|pdf|zip)$/i;

interface EmailFind {
  address: string;
  page_url: string;
  evidence: string;
}

/** The kind of address a rep is looking at: a role address (info@, events@) or a person's own. */
export function emailKind(address: string): EmailKind {
  const local = address.split('@')[0].toLowerCase().replace(/\+.*$/, '');
  if (ROLE_WORDS.has(local)) return 'role';
  const first = local.split(/[._-]|\d/)[0];
  return first && ROLE_WORDS.has(first) && first !== local ? 'role' : 'personal';
}

/** A throwaway-mail domain from mailchecker's kept list (any parent domain counts). */
export function isDisposable(address: string): boolean {
  let domain = address.split('@')[1]?.toLowerCase() ?? '';
  const list = MailChecker.blacklist();
  while (domain) {
    if (list.has(domain)) return true;
    const dot = domain.indexOf('.');
    domain = dot === -1 ? '' : domain.slice(dot + 1);
  }
  return false;
}

/** An address worth keeping: well formed, not an asset name, a placeholder, a tracker's or the agency's. */
export function isUsableEmail(address: string, agencyDomains: ReadonlySet<string> = new Set()): boolean {
  const a = address.toLowerCase();
  if (a.length > 254 || !VALID.test(a) || ASSET.test(a)) return false;
  const [local, domain] = a.split('@');
  if (/\.\.|^\.|\.$/.test(local) || /^[0-9a-f]{24,}$/.test(local)) return false;
  if (PLACEHOLDER_LOCALS.has(local) || PLACEHOLDER_DOMAINS.has(domain)) return false;
  if (
    /(^|\.)(sentry\.io|wixpress\.com|sentry\.wixpress\.com)$/.test(domain) ||
    /your-?(domain|site|website)/.test(domain)
  )
    return false;
  return !agencyDomains.has(siteKey(domain));
}

function normalise(raw: string): string {
  let s = raw.trim();
  try {
    s = decodeURIComponent(s);
  } catch {
    // Already plain.
  }
  return s
    .replace(/^mailto:/i, '')
    .split('?')[0]
    .trim()
    .replace(/^[<("']+|[>)"'.,;:]+$/g, '')
    .toLowerCase();
}

/** Puts disguised addresses back in plain form, so one pattern reads them all. */
export function undisguise(line: string): string {
  const join = (local: string, domain: string): string =>
    `${local}@${domain.replace(new RegExp(BRACKET_DOT, 'gi'), '.').replace(/\s+/g, '')}`;
  return line
    .replace(DISGUISED, (m, local: string, domain: string) =>
      /\.[a-z]{2,24}$/i.test(join(local, domain)) ? join(local, domain) : m,
    )
    .replace(SPELLED, (m, local: string, domain: string) =>
      NOT_A_LOCAL_PART.has(local.toLowerCase()) ? m : join(local, domain),
    );
}

/** Every e-mail address on one page: mailto: links, text (disguised or not), JSON-LD. In page order, each once. */
export function emailsOnPage(p: ContactPage): EmailFind[] {
  const found: EmailFind[] = [];
  const add = (raw: string, evidence: string): void => {
    const address = normalise(raw);
    if (!isUsableEmail(address, p.agencyDomains) || found.some((f) => f.address === address)) return;
    found.push({ address, page_url: p.url, evidence });
  };
  const { $ } = p;
  $('a[href]').each((_, el) => {
    const href = ($(el).attr('href') ?? '').trim();
    if (!/^mailto:/i.test(href)) return;
    const around = blockTextAround($, el);
    const credit = CREDIT.exec(around);
    const linkText = $(el).text().trim();
    // 'Site by Acme Creative — hello@acmecreative.com': the agency's address, whatever its domain.
    if (credit && around.indexOf(linkText || '@', credit.index) > credit.index) return;
    for (const part of href.slice(7).split('?')[0].split(/[,;]/)) {
      const at = around.toLowerCase().indexOf(normalise(part));
      add(part, at >= 0 ? quoteAround(around, at) : quoteAround(`${around} (${normalise(part)})`, around.length));
    }
  });
  for (const line of p.lines) {
    const plain = undisguise(line.text);
    for (const m of plain.matchAll(EMAIL_TEXT)) {
      const index = m.index ?? 0;
      if (line.creditAt >= 0 && index > line.creditAt) continue;
      const local = m[0].split('@')[0];
      const at = Math.max(0, line.text.indexOf(local));
      add(m[0], quoteAround(line.text, at));
    }
  }
  for (const node of p.jsonLd) {
    for (const key of ['email', 'contactEmail']) {
      const v = node[key];
      for (const raw of Array.isArray(v) ? v : [v]) if (typeof raw === 'string') add(raw, jsonQuote(node, key, raw));
    }
  }
  return found;
}

export function jsonQuote(node: JsonNode, key: string, value: string): string {
  const type = Array.isArray(node['@type']) ? node['@type'][0] : node['@type'];
  const name = typeof node['name'] === 'string' ? `, "name": "${node['name']}"` : '';
  return `{"@type": "${String(type)}"${name}, "${key}": "${value}"}`.slice(0, 200);
}

/** The page's addresses as the contracts give them, with their kind and whether the domain is a throwaway one. */
export function toFoundEmail(f: EmailFind): FoundEmail {
  return {
    address: f.address,
    kind: emailKind(f.address),
    disposable: isDisposable(f.address),
    page_url: f.page_url,
    evidence: f.evidence,
  };
}
