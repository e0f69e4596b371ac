/**
 * The demo world's restaurant-technology vendors: five fictional companies (a point of sale,
 * online ordering, reservations, guest marketing, payroll) with a website each on the reserved
 * example domains, at the hosts the Business Analysis form offers (DEMO_VENDOR_EXAMPLES).
 * Each site carries its truth (what its pages really state), so tests can score the business
 * analysis against it. Everything here is invented.
 */
import { DEMO_VENDOR_EXAMPLES } from '@leadgen/contracts';
import { aboutPage, featuresPage, homePage, type VendorCopy, type VendorFeature } from './vendor-site.template.js';

/** What a vendor's website really states. */
export interface VendorTruth {
  company_name: string;
  /** Every feature its home page lists, with the benefit it gives. */
  features: VendorFeature[];
  /** The figures its pages state, as written ('18%', '$69', '3,200'). */
  figures: string[];
  /** The kinds of restaurant and the roles it says it serves, as written ('independent restaurants', 'bars', 'general managers'). */
  audience: string[];
}

export interface DemoVendorSite {
  host: string;
  name: string;
  /** Path ('/', '/features', '/about') to the page's full HTML. */
  pages: Record<string, string>;
  truth: VendorTruth;
}

/** A vendor's copy and the truth that is not read off the copy itself. */
interface VendorSeed {
  copy: Omit<VendorCopy, 'host'>;
  figures: string[];
  audience: string[];
}

const TABLEPOINT: VendorSeed = {
  copy: {
    name: 'TablePoint POS',
    identity: 'json-ld',
    title: 'TablePoint POS — Restaurant point of sale',
    metaDescription:
      'TablePoint POS is a cloud point of sale for restaurants and bars: tableside ordering, menu sync and card payments that keep working offline.',
    heroHeading: 'name',
    tagline: 'The point of sale that keeps up with Friday night.',
    heroText:
      'Take orders at the table, fire tickets to the kitchen and close checks in one system built for the dinner rush.',
    trustLine: 'Trusted by 3,200 restaurants and bars.',
    featureBlocks: [
      {
        title: 'Everything the floor needs',
        layout: 'cards',
        features: [
          { name: 'Tableside ordering', benefit: 'Servers take orders and payments at the table on a handheld.' },
          { name: 'Offline mode', benefit: 'Keep ringing up orders and taking cards when the internet drops.' },
          { name: 'Menu sync', benefit: 'Change a price once and every terminal and online menu updates.' },
          { name: 'Split checks', benefit: 'Split by seat, by item or evenly in two taps.' },
        ],
      },
    ],
    results: {
      id: 'results',
      title: 'Results',
      text: 'Restaurants that switched to TablePoint turn tables 18% faster and close out checks in under 40 seconds.',
    },
    audience: {
      id: 'who-its-for',
      title: 'Who it’s for',
      text: 'TablePoint is built for independent restaurants, bars and multi-location groups that want one system from the host stand to the kitchen.',
    },
    pricing: {
      id: 'pricing',
      title: 'Pricing',
      text: 'Plans start at $69 per month per location, with hardware from $499.',
    },
    featureDetails: {
      'Tableside ordering':
        'Handhelds send each course to the right kitchen printer or screen, and guests pay by tap or card without waiting for the check.',
      'Offline mode': 'Orders and card payments queue on the device and sync when the connection comes back.',
      'Menu sync': 'One menu feeds the terminals, the kitchen screens and your online ordering page.',
      'Split checks': 'Move items between seats and split a check however the table asks.',
    },
    about: [
      'TablePoint was founded in 2016 by a former line cook and a payments engineer who were tired of point-of-sale systems that froze on a full Saturday.',
      'Today 140 people in Denver build and support TablePoint.',
    ],
    accent: '#1f4e79',
  },
  figures: ['3,200', '18%', '40 seconds', '$69', '$499', '2016', '140'],
  audience: ['bars', 'independent restaurants', 'multi-location groups'],
};

const ORDERHATCH: VendorSeed = {
  copy: {
    name: 'OrderHatch',
    identity: 'og',
    title: 'OrderHatch - Commission-free online ordering for restaurants',
    metaDescription:
      'OrderHatch gives restaurants their own online ordering site, pickup and delivery with no marketplace commission.',
    heroHeading: 'tagline',
    tagline: 'Your orders, your guests, your margin.',
    heroText: 'OrderHatch puts commission-free online ordering on your own website in an afternoon.',
    featureBlocks: [
      {
        title: 'Features',
        intro: 'Everything you need to take orders directly:',
        layout: 'dash-list',
        features: [
          { name: 'Branded ordering site', benefit: 'Guests order from your own website, not a marketplace.' },
          { name: 'Commission-free pickup', benefit: 'Keep the full ticket on every takeout order.' },
          { name: 'Delivery dispatch', benefit: 'Send orders to local couriers without a marketplace markup.' },
          {
            name: 'Order throttling',
            benefit: 'Cap orders per time slot so the kitchen never drowns during the rush.',
          },
          { name: 'Loyalty rewards', benefit: 'Guests earn points on every direct order and come back sooner.' },
        ],
      },
    ],
    results: {
      id: 'results',
      title: 'Results',
      text: 'Restaurants on OrderHatch move 30% of their delivery orders off third-party apps within 90 days and save an average of $1,450 a month in commissions.',
    },
    audience: {
      id: 'made-for',
      title: 'Made for busy counters',
      text: 'OrderHatch is made for pizzerias, quick-service restaurants and food trucks that want to own their online orders.',
    },
    pricing: { id: 'pricing', title: 'Pricing', text: 'One flat fee of $149 a month, with no per-order commission.' },
    testimonial: {
      quote: 'We stopped paying a commission on our own regulars.',
      by: 'Marco T., owner, Slice Theory Pizza',
    },
    featureDetails: {
      'Branded ordering site': 'Your colours, your photos and your menu on your own domain, with checkout built in.',
      'Commission-free pickup': 'Guests pay you directly; OrderHatch never takes a cut of the order.',
      'Delivery dispatch': 'Orders go to a local courier network at a flat delivery fee.',
      'Order throttling': 'Set how many orders each pickup slot can take and the ordering page adjusts.',
      'Loyalty rewards': 'Points, rewards and reminders that bring guests back to order direct.',
    },
    about: [
      'OrderHatch started in a pizzeria kitchen in Columbus, where its founders built the ordering site they could not buy.',
    ],
    accent: '#b4441c',
  },
  figures: ['30%', '90 days', '$1,450', '$149'],
  audience: ['pizzerias', 'quick-service restaurants', 'food trucks'],
};

const SEATWISE: VendorSeed = {
  copy: {
    name: 'SeatWise',
    identity: 'title',
    title: 'SeatWise | Reservations and waitlist for restaurants',
    metaDescription: 'SeatWise takes online reservations, runs the waitlist and cuts no-shows for restaurants.',
    heroHeading: 'tagline',
    tagline: 'Fill every table, even on a Tuesday',
    heroText: 'SeatWise takes bookings around the clock, runs your waitlist and reminds guests so they show up.',
    featureBlocks: [
      {
        title: 'How SeatWise fills your book',
        layout: 'cards',
        features: [
          {
            name: 'Online booking',
            benefit: 'Take reservations around the clock from your website, Google and Instagram.',
          },
          {
            name: 'Smart waitlist',
            benefit: 'Guests join the waitlist from their phone and get a text when their table is ready.',
          },
          {
            name: 'Deposits for large parties',
            benefit: 'Hold big bookings with a card so a no-show never costs you a table.',
          },
          { name: 'Live table map', benefit: 'See every table’s status and who is next from the host stand tablet.' },
        ],
      },
    ],
    results: {
      id: 'results',
      title: 'By the numbers',
      text: 'SeatWise restaurants cut no-shows by 38% and seat 12% more covers on weekends.',
    },
    audience: {
      id: 'who-its-for',
      title: 'Who it’s for',
      text: 'SeatWise works for full-service restaurants, fine dining rooms and wine bars, from a single dining room to restaurant groups.',
    },
    pricing: {
      id: 'pricing',
      title: 'Plans and pricing',
      text: 'Free for up to 50 covers a month; SeatWise Pro is $99 a month per location.',
    },
    featureDetails: {
      'Online booking': 'One booking page for your website, Google and Instagram, synced with the table map.',
      'Smart waitlist': 'Quoted wait times that learn from your turn times, and a text when the table is ready.',
      'Deposits for large parties': 'Ask for a card or a deposit above the party size you choose.',
      'Live table map': 'Drag parties to tables and see who is seated, waiting or paying.',
    },
    about: ['SeatWise was started by two former hosts who spent too many Friday nights with a paper waitlist.'],
    accent: '#2f6b4f',
  },
  figures: ['38%', '12%', '50 covers', '$99'],
  audience: ['full-service restaurants', 'fine dining rooms', 'wine bars', 'restaurant groups'],
};

const BUZZLOOP: VendorSeed = {
  copy: {
    name: 'BuzzLoop',
    identity: 'og',
    title: 'BuzzLoop – Guest marketing for restaurants',
    metaDescription: 'BuzzLoop is email, text and review marketing for restaurants that runs itself.',
    heroHeading: 'name',
    tagline: 'Marketing that brings guests back, on autopilot.',
    heroText: 'BuzzLoop writes, sends and measures your guest emails and texts, so your regulars keep coming back.',
    trustLine: 'Join 900+ restaurants growing with BuzzLoop.',
    featureBlocks: [
      {
        title: 'What BuzzLoop does for you',
        layout: 'colon-list',
        features: [
          {
            name: 'Email and text campaigns',
            benefit: 'Send a weekly special to every guest who opted in, written for you.',
          },
          {
            name: 'Automated win-back',
            benefit: 'Guests who have not visited in a while get an offer before they forget you.',
          },
          { name: 'Review booster', benefit: 'Ask happy guests for a Google review right after they pay.' },
          {
            name: 'Birthday club',
            benefit: 'Collect birthdays at sign-up and send a treat that brings the whole table in.',
          },
        ],
      },
    ],
    results: {
      id: 'results',
      title: 'Real results',
      text: 'On average, BuzzLoop customers see 22% more repeat visits and a 5x return on every marketing dollar.',
    },
    testimonial: { quote: 'We filled our slow Tuesdays within a month.', by: 'Dana R., owner, Copper Mug Café' },
    audience: {
      id: 'who-its-for',
      title: 'Who we serve',
      text: 'BuzzLoop is perfect for cafés, breweries and family-owned restaurants that don’t have a marketing team.',
    },
    pricing: { id: 'pricing', title: 'Pricing', text: 'Plans from $79 a month. Cancel anytime.' },
    featureDetails: {
      'Email and text campaigns':
        'A calendar of ready-made campaigns, written in your voice and sent at the right hour.',
      'Automated win-back': 'BuzzLoop notices when a regular stops coming and sends them a reason to return.',
      'Review booster': 'A short text after the visit asks for a review, and unhappy guests reach you first.',
      'Birthday club': 'Guests sign up at the table or online, and their birthday offer goes out on its own.',
    },
    about: [
      'BuzzLoop was built by restaurant marketers for owners who would rather be on the floor than in a spreadsheet.',
    ],
    accent: '#7a2e8e',
  },
  figures: ['900+', '22%', '5x', '$79'],
  audience: ['cafés', 'breweries', 'family-owned restaurants'],
};

const SHIFTPAY: VendorSeed = {
  copy: {
    name: 'ShiftPay',
    identity: 'json-ld',
    title: 'ShiftPay | Restaurant payroll and tip pooling',
    metaDescription: 'ShiftPay runs restaurant payroll, tip pooling and payroll taxes in one place.',
    heroHeading: 'name',
    tagline: 'Payroll that understands tips.',
    heroText: 'Hours, tips and taxes in one place, so payday takes minutes instead of a Sunday afternoon.',
    featureBlocks: [
      {
        title: 'Built around restaurant pay',
        layout: 'cards',
        features: [
          {
            name: 'Tip pooling',
            benefit: 'Split tips by hours or points automatically, with every payout on the record.',
          },
          {
            name: 'Payroll tax filing',
            benefit: 'Federal, state and local payroll taxes are filed for you every quarter.',
          },
          {
            name: 'Earned wage access',
            benefit: 'Staff can take part of the pay they have earned before payday at no cost to you.',
          },
        ],
      },
      {
        title: 'Also included',
        layout: 'dash-list',
        features: [
          { name: 'Scheduling sync', benefit: 'Hours from your schedule and time clock flow straight into payroll.' },
          { name: 'Labor cost alerts', benefit: 'Get a text when labor runs over target before the shift ends.' },
        ],
      },
    ],
    results: {
      id: 'results',
      title: 'Results',
      text: 'Managers using ShiftPay save 6 hours a week on payroll, and 97% of employees say tip payouts are clearer.',
    },
    audience: {
      id: 'who-its-for',
      title: 'Who it’s for',
      text: 'ShiftPay is designed for restaurant owners, general managers and bookkeepers at independent restaurants and franchise groups.',
    },
    pricing: { id: 'pricing', title: 'Pricing', text: 'Pricing is $6 per employee per month plus a $40 base fee.' },
    featureDetails: {
      'Tip pooling': 'Pool by role, hours or points, and show every employee how their share was worked out.',
      'Payroll tax filing': 'ShiftPay files and pays payroll taxes and sends year-end forms.',
      'Earned wage access': 'Employees draw on earned pay from the ShiftPay app; payroll settles it on payday.',
      'Scheduling sync': 'Connects to the schedule and the time clock, so nobody retypes hours.',
      'Labor cost alerts': 'Set a labor target per shift and get a text when the floor runs over it.',
    },
    about: ['ShiftPay was founded by a restaurant bookkeeper who spent every Monday fixing tip spreadsheets.'],
    accent: '#0f6e7a',
  },
  figures: ['6 hours', '97%', '$6', '$40'],
  audience: ['restaurant owners', 'general managers', 'bookkeepers', 'independent restaurants', 'franchise groups'],
};

const SEEDS = [TABLEPOINT, ORDERHATCH, SEATWISE, BUZZLOOP, SHIFTPAY];

/** The host the Business Analysis form offers for this vendor: one list, one place. */
function hostOf(name: string): string {
  const example = DEMO_VENDOR_EXAMPLES.find((v) => v.name === name);
  if (!example) throw new Error(`No demo vendor example named ${name}`);
  return new URL(example.url).hostname;
}

function siteOf({ copy: seed, figures, audience }: VendorSeed): DemoVendorSite {
  const copy: VendorCopy = { ...seed, host: hostOf(seed.name) };
  return {
    host: copy.host,
    name: copy.name,
    pages: { '/': homePage(copy), '/features': featuresPage(copy), '/about': aboutPage(copy) },
    truth: { company_name: copy.name, features: copy.featureBlocks.flatMap((b) => b.features), figures, audience },
  };
}

export const DEMO_VENDOR_SITES: DemoVendorSite[] = SEEDS.map(siteOf);
