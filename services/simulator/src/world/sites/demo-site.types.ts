import type { ContactsPlan } from './demo-site.contacts.types.js';
import type { DemoSiteEntry } from './demo-site.index.js';
import type {
  CareersHow,
  CateringHow,
  EventsHow,
  JobBoard,
  NewsletterHow,
  Offer,
  SiteDetails,
} from './demo-site.offers.js';
import type { SitePaths } from './demo-site.paths.types.js';
import type { SiteTraits } from './demo-site.traits.js';
import type { DemoSitePlatform, DemoSiteTruth } from './demo-site.truth.js';
import type { OrderLink, ReservationPlan } from './demo-site.vendors.js';

/** Everything decided about one site: its truth and what the pages need to show it. */
export interface SitePlan {
  /** The host that serves the pages. */
  host: string;
  entry: DemoSiteEntry;
  traits: SiteTraits;
  platform: DemoSitePlatform;
  truth: DemoSiteTruth;
  paths: SitePaths;
  events: Offer<EventsHow>;
  catering: Offer<CateringHow>;
  careers: Offer<CareersHow> & { board: JobBoard | null };
  ordering: OrderLink[];
  reservation: ReservationPlan | null;
  newsletter: NewsletterHow | null;
  details: SiteDetails;
  /** Who to reach and how the pages write it. */
  contacts: ContactsPlan;
}
