import type { OrderingChoice, ReservationChoice } from './demo-site.offers.js';
import { hashText } from './demo-site.random.js';
import type { SiteTraits } from './demo-site.traits.js';

/** A link to order online: the restaurant's own (commission-free) ordering or a delivery app. */
export interface OrderLink {
  /** The vendor as the site reader names it. */
  provider: string;
  firstParty: boolean;
  label: string;
  url: string;
}

export interface ReservationPlan extends ReservationChoice {
  /** The restaurant's booking page on the vendor's site. */
  url: string;
  /** The restaurant's number at the vendor. */
  rid: number;
}

const APP_LABELS: Record<string, string> = { doordash: 'DoorDash', ubereats: 'Uber Eats', grubhub: 'Grubhub' };

/** The first label of the host, as vendors name the restaurant in their addresses. */
function slugOf(host: string): string {
  return host.replace(/^www\./, '').split('.')[0]!;
}

/** Two-to-four letter city codes as booking sites write them ("aus", "ny", "sf"). */
function cityCode(city: string): string {
  const words = city.toLowerCase().split(/\s+/);
  return words.length > 1 ? words.map((w) => w[0]).join('') : words[0]!.slice(0, 3);
}

function firstPartyUrl(provider: string, slug: string, n: number): string {
  switch (provider) {
    case 'toast':
      return `https://order.toasttab.com/online/${slug}`;
    case 'chownow':
      return `https://direct.chownow.com/order/${(n % 90000) + 10000}/locations/${((n >>> 3) % 90000) + 10000}`;
    case 'square':
      return `https://${slug}.square.site/`;
    case 'owner':
      return `https://order.owner.com/${slug}`;
    case 'popmenu':
      return `https://order.popmenu.com/${slug}`;
    default:
      return `https://${slug}.getbento.com/online-ordering/`;
  }
}

function appUrl(app: string, slug: string, n: number): string {
  switch (app) {
    case 'doordash':
      return `https://www.doordash.com/store/${slug}-${(n % 9_000_000) + 1_000_000}/`;
    case 'ubereats':
      return `https://www.ubereats.com/store/${slug}/${n.toString(36)}${(n >>> 5).toString(36)}`;
    default:
      return `https://www.grubhub.com/restaurant/${slug}/${(n % 9_000_000) + 1_000_000}`;
  }
}

function reservationUrl(choice: ReservationChoice, slug: string, rid: number, t: SiteTraits): string {
  switch (choice.provider) {
    case 'opentable':
      return `https://www.opentable.com/r/${slug}?restref=${rid}`;
    case 'resy':
      return `https://resy.com/cities/${cityCode(t.main.city.name)}/${slug}`;
    default:
      return `https://www.exploretock.com/${slug}`;
  }
}

/** The vendors' addresses for this restaurant, stable for the host. */
export function vendorLinks(
  host: string,
  t: SiteTraits,
  ordering: OrderingChoice,
  reservation: ReservationChoice | null,
): { ordering: OrderLink[]; reservation: ReservationPlan | null } {
  const slug = slugOf(host);
  const n = hashText(`${host}|vendors`);
  const links: OrderLink[] = [];
  if (ordering.firstParty)
    links.push({
      provider: ordering.firstParty,
      firstParty: true,
      label: 'Order Online',
      url: firstPartyUrl(ordering.firstParty, slug, n),
    });
  for (const app of ordering.apps)
    links.push({ provider: app, firstParty: false, label: APP_LABELS[app] ?? app, url: appUrl(app, slug, n) });
  const rid = (n % 900_000) + 100_000;
  return {
    ordering: links,
    reservation: reservation ? { ...reservation, rid, url: reservationUrl(reservation, slug, rid, t) } : null,
  };
}
