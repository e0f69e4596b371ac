import {
  CONTACT_SOCIAL_NETWORKS,
  type ContactFormKind,
  type ContactSocialNetwork,
  type FoundForm,
  type ProviderLink,
} from '@leadgen/contracts';
import { guessFormPurpose, socialNetworkOf } from '../classify.js';
import type { FormPurpose } from '../schemas.js';
import { collapse } from '../page/dom-text.js';
import type { ContactPage } from './contact-page.js';

/** The form's kind as contracts name it; null for a form a guest does not send to the restaurant ('other'). */
const formKind = (purpose: FormPurpose): ContactFormKind | null => (purpose === 'other' ? null : purpose);

interface FormFind extends FoundForm {
  /** The same form on every page (a footer sign-up) is one form: its action and fields. */
  signature: string;
}

/**
 * The forms a guest can send on one page, by purpose, with the page's URL (where a rep would fill it in):
 * written forms and vendors' embedded forms, and Squarespace form blocks drawn by script.
 */
export function formsOnPage(p: ContactPage): FormFind[] {
  const found: FormFind[] = [];
  for (const f of p.facts.forms) {
    const kind = formKind(f.purpose);
    if (!kind) continue;
    const signature = `${kind}|${f.provider ?? ''}|${f.action ?? ''}|${f.fields.join(',')}`;
    found.push({ kind, url: p.url, signature });
  }
  const { $ } = p;
  // Squarespace draws a form block's <form> in the browser; the block and its field list are in the HTML.
  $('.form-block, [data-block-type="9"]').each((_, el) => {
    if ($(el).find('form').length) return;
    const json = $(el).find('[data-block-json]').attr('data-block-json') ?? $(el).attr('data-block-json') ?? '';
    const heading = collapse(
      $(el).prevAll('h1, h2, h3, h4').first().text() || $(el).find('h1, h2, h3, h4').first().text(),
    );
    const fields = [...json.matchAll(/"(?:name|title|label)"\s*:\s*"([^"]{1,40})"/g)].map((m) => m[1]);
    const kind = formKind(
      guessFormPurpose({ fields, own: `${json} ${collapse($(el).text())}`, context: `${heading} ${p.page.pathname}` }),
    );
    if (kind) found.push({ kind, url: p.url, signature: `${kind}|squarespace|${p.url}` });
  });
  return found;
}

/** Reservation and online-ordering vendors the page links to or embeds, one per provider and URL. */
export function providerLinksOnPage(p: ContactPage): { ordering: ProviderLink[]; reservations: ProviderLink[] } {
  const ordering: ProviderLink[] = [];
  const reservations: ProviderLink[] = [];
  for (const f of p.facts.providers) {
    if (f.via === 'script') continue;
    const list =
      f.category === 'ordering' || f.category === 'delivery'
        ? ordering
        : f.category === 'reservations'
          ? reservations
          : null;
    if (list && !list.some((l) => l.provider === f.provider && l.url === f.url))
      list.push({ provider: f.provider, url: f.url });
  }
  return { ordering, reservations };
}

/** The networks a contact is kept for: contracts' list, the one the contacts screen labels. */
const CONTACT_NETWORKS = new Set<string>(CONTACT_SOCIAL_NETWORKS);

/** Paths under a network's host that are never the business's own profile. */
const NOT_A_PROFILE: Partial<Record<ContactSocialNetwork, RegExp>> = {
  facebook:
    /^\/(?:events|groups\/?$|watch|photo|photos|story\.php|permalink\.php|login|help|policies|privacy|pg\/?$|pages\/?$)/i,
  instagram: /^\/(?:p|reel|reels|tv|explore|stories|accounts|about|developer)(?:\/|$)/i,
  x: /^\/(?:i|home|search|explore|hashtag|intent|share|login|signup|settings|tos|privacy)(?:\/|$)/i,
  tiktok: /^\/(?!@)/,
  youtube: /^\/(?!(?:channel|c|user)\/[^/]+|@[^/]+)/i,
  linkedin: /^\/(?!(?:company|in|showcase|school)\/[^/]+)/i,
  yelp: /^\/(?!(?:biz|biz_photos|menu)\/[^/]+)/i,
  tripadvisor: /^\/(?![A-Za-z]+_Review-)/,
};

/**
 * A social link reduced to the business's profile: facebook.com/<page>, instagram.com/<handle>,
 * x.com/<handle>, tiktok.com/@<handle>, youtube.com/@<handle> (or /channel/<id>), linkedin.com/company/<name>,
 * yelp.com/biz/<slug>, tripadvisor …/Restaurant_Review-….html. Share, intent and post links give undefined.
 */
export function socialProfile(href: string): { network: ContactSocialNetwork; url: string } | undefined {
  let u: URL;
  try {
    u = new URL(href);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
  const network = socialNetworkOf(u);
  if (!network || !CONTACT_NETWORKS.has(network)) return undefined;
  const net = network as ContactSocialNetwork;
  if (u.hostname.toLowerCase() === 'youtu.be') return undefined;
  const path = u.pathname.replace(/\/+$/, '');
  if (!path || NOT_A_PROFILE[net]?.test(path)) return undefined;
  const segs = path.split('/').filter(Boolean);
  let keep: string[];
  switch (net) {
    case 'facebook':
      if (segs[0] === 'profile.php') {
        const id = u.searchParams.get('id');
        return id ? { network: net, url: `${u.origin}/profile.php?id=${encodeURIComponent(id)}` } : undefined;
      }
      keep = segs[0] === 'pages' || segs[0] === 'people' ? segs.slice(0, 3) : segs.slice(0, 1);
      if (['sharer', 'sharer.php', 'dialog', 'plugins', 'tr', 'share', 'hashtag'].includes(segs[0])) return undefined;
      break;
    case 'yelp':
      keep = ['biz', segs[1]];
      break;
    case 'youtube':
    case 'linkedin':
      keep = segs[0].startsWith('@') ? segs.slice(0, 1) : segs.slice(0, 2);
      break;
    case 'tripadvisor':
      keep = segs.slice(0, 1);
      break;
    default:
      keep = segs.slice(0, 1);
  }
  if (!keep.length || keep.some((s) => !s)) return undefined;
  // A link that already is the profile stays as written (trailing slash and all); a deeper one is cut back to it.
  const rest = keep.length === segs.length ? u.pathname.slice(path.length) : '';
  return { network: net, url: `${u.protocol}//${u.host.toLowerCase()}/${keep.join('/')}${rest}` };
}

/** The page's social profiles (links first, then JSON-LD sameAs), one per network. */
export function socialOnPage(p: ContactPage): Array<{ network: ContactSocialNetwork; url: string }> {
  const out: Array<{ network: ContactSocialNetwork; url: string }> = [];
  const hrefs = [
    ...p.facts.social.map((s) => s.url),
    ...p.facts.links.map((l) => l.href),
    ...(p.facts.jsonLd.business?.sameAs ?? []),
  ];
  for (const href of hrefs) {
    const profile = socialProfile(href);
    if (profile && !out.some((o) => o.network === profile.network)) out.push(profile);
  }
  return out;
}
