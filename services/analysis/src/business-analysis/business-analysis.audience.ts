import { sentencesOf, straight, type PageLine } from './business-analysis.lines.js';

/** A customer persona for an audience the vendor's site names. */
export interface AudiencePersona {
  /** The audience as the site words it ('independent restaurants', 'general managers'). */
  said: string;
  role: string;
  goal: string;
  frustration: string;
}

interface AudienceRule {
  re: RegExp;
  /** A kind of restaurant ('bars'), or a person in one ('general managers'). */
  is: 'restaurant' | 'person';
  /** The persona's role from the site's words: a kind of restaurant gets the person who buys for it. */
  role: (singular: string) => string;
  goal: string;
  frustration: string;
}

const kind = (buyer: string) => (singular: string) => titled(`${singular} ${buyer}`);
const person = (singular: string) => titled(singular);

/**
 * The audiences a restaurant-technology site can name: kinds of restaurant, and the people in
 * them who buy. A named audience gets the goal and frustration that audience is known for.
 */
const AUDIENCES: AudienceRule[] = [
  {
    is: 'restaurant',
    re: /\bindependent (?:restaurants|operators|owners)\b/gi,
    role: kind('owner'),
    goal: 'Compete with the chains without adding staff',
    frustration: 'Tools that take time the owner does not have',
  },
  {
    is: 'restaurant',
    re: /\b(?:multi-?(?:location|unit|site|concept) (?:groups|operators|brands|restaurants)|(?:restaurant|hospitality) groups)\b/gi,
    role: kind('operator'),
    goal: 'Run every location the same way and compare them side by side',
    frustration: 'Each location reporting differently',
  },
  {
    is: 'restaurant',
    re: /\bfranchise (?:groups|brands|systems|owners)\b|\bfranchisees\b/gi,
    role: (s) => (/ee$/.test(s) ? person(s) : kind('operator')(s)),
    goal: 'Keep every unit on brand standards and on budget',
    frustration: 'Numbers from the units arriving late and in different shapes',
  },
  {
    is: 'restaurant',
    re: /\b(?:(?:enterprise|national|regional) (?:chains|brands)|restaurant chains)\b/gi,
    role: kind('operator'),
    goal: 'Roll changes out to every location at once',
    frustration: 'Changes taking weeks to reach every store',
  },
  {
    is: 'restaurant',
    re: /\b(?:(?:quick|counter|limited)[- ]service|fast[- ]casual) (?:restaurants|brands|concepts)\b|\bQSRs\b/gi,
    role: kind('operator'),
    goal: 'Move more orders through the counter at peak',
    frustration: 'Lines and order mistakes at the lunch rush',
  },
  {
    is: 'restaurant',
    re: /\bfull[- ]service restaurants\b/gi,
    role: kind('general manager'),
    goal: 'Turn tables without rushing guests',
    frustration: 'Empty tables from no-shows and slow turns',
  },
  {
    is: 'restaurant',
    re: /\bfine[- ]dining(?: restaurants| rooms)?\b/gi,
    role: kind('general manager'),
    goal: 'Give every guest a flawless evening',
    frustration: 'Missed details that cost a review',
  },
  {
    is: 'restaurant',
    re: /\bfamily[- ](?:owned|run) restaurants\b/gi,
    role: kind('owner'),
    goal: 'Keep the regulars coming back',
    frustration: 'Finding time and staff for marketing',
  },
  {
    is: 'restaurant',
    re: /\b(?:(?:wine|cocktail|sports|hotel) )?bars\b|\bpubs\b|\btaprooms\b/gi,
    role: kind('owner'),
    goal: 'Keep drinks moving on a packed night',
    frustration: 'Open tabs and slow service at the bar',
  },
  {
    is: 'restaurant',
    re: /\bbreweries\b|\bwineries\b|\bdistilleries\b/gi,
    role: kind('owner'),
    goal: 'Turn taproom visitors into regulars',
    frustration: 'Busy weekends and quiet weekdays',
  },
  {
    is: 'restaurant',
    re: /\bcaf[eé]s\b|\bcoffee (?:shops|houses)\b|\bbakeries\b/gi,
    role: kind('owner'),
    goal: 'Bring the morning regulars back every day',
    frustration: 'Thin margins on every small ticket',
  },
  {
    is: 'restaurant',
    re: /\bpizzerias\b|\bpizza (?:shops|places|restaurants)\b/gi,
    role: kind('owner'),
    goal: 'Own the takeout and delivery orders',
    frustration: 'Marketplace commissions on every order',
  },
  {
    is: 'restaurant',
    re: /\bfood trucks\b/gi,
    role: kind('owner'),
    goal: 'Let guests find and order from the truck wherever it parks',
    frustration: 'A different spot and a different crowd every day',
  },
  {
    is: 'restaurant',
    re: /\b(?:ghost|cloud|virtual) kitchens\b|\bvirtual brands\b/gi,
    role: kind('operator'),
    goal: 'Run several brands from one kitchen',
    frustration: 'Orders arriving from many apps at once',
  },
  {
    is: 'restaurant',
    re: /\bcaterers\b|\bcatering (?:companies|businesses)\b/gi,
    role: kind('owner'),
    goal: 'Win and deliver more large orders',
    frustration: 'Quotes and orders handled by phone and email',
  },
  {
    is: 'person',
    re: /\b(?:(?:restaurant|bar|caf[eé]) )?(?:owners|owner-operators|operators)\b/gi,
    role: (s) => titled(/^(?:owner|operator|owner-operator)$/.test(s) ? `restaurant ${s}` : s),
    goal: 'Grow revenue and keep margins healthy',
    frustration: 'Too many tools and fees eating into thin margins',
  },
  {
    is: 'person',
    re: /\bgeneral managers\b|\bGMs\b/gi,
    role: () => 'General Manager',
    goal: 'Run smooth shifts with a lean team',
    frustration: 'Staff time lost to phones, no-shows and manual work',
  },
  {
    is: 'person',
    re: /\b(?:(?:executive|head) )?chefs\b|\bkitchen managers\b/gi,
    role: person,
    goal: 'Keep the kitchen on time and the menu current',
    frustration: 'Orders arriving from many channels at once',
  },
  {
    is: 'person',
    re: /\bmarketing (?:managers|teams|leads)\b|\bmarketers\b/gi,
    role: () => 'Marketing Manager',
    goal: 'Bring guests back and fill slow nights',
    frustration: 'Not knowing which campaigns bring guests in',
  },
  {
    is: 'person',
    re: /\bbookkeepers\b|\baccountants\b/gi,
    role: person,
    goal: 'Close payroll and the books without errors',
    frustration: 'Hours, tips and taxes pulled together by hand',
  },
  {
    is: 'person',
    re: /\b(?:HR|payroll) (?:managers|teams|leads)\b/gi,
    role: () => 'Payroll Manager',
    goal: 'Pay everyone right and on time',
    frustration: 'Tip and overtime rules that change from state to state',
  },
];

/** Words with which a site says whom it serves. */
const AUDIENCE_CUE =
  /\b(?:built|made|designed|perfect|ideal|great|created|here|works) for\b|\bwho (?:it'?s|we'?re) for\b|\bwe (?:serve|work with|help)\b|\bhelps\b|\btrusted by\b|\bloved by\b|\bused by\b|\bwhether you (?:run|own|operate|manage)\b|\bserving\b/i;

/** Headings of the section that says whom the product is for ('Who it's for', 'Built for restaurant owners'). */
const AUDIENCE_HEADING =
  /\bwho (?:it'?s|it is|we'?re|we are|this is) for\b|\bwho we serve\b|\b(?:built|made|designed) for\b|\bwho uses\b|\bour customers\b/i;

const MAX_PERSONAS = 6;

/** A role as a persona card titles it: 'independent restaurant owner' -> 'Independent Restaurant Owner'. */
export function titled(s: string): string {
  return s.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The singular of an audience as written: the last word loses its plural ('breweries' -> 'brewery'). */
export function singular(said: string): string {
  return said
    .toLowerCase()
    .replace(/(\w+)$/, (w) =>
      /ies$/.test(w)
        ? w.replace(/ies$/, 'y')
        : /(ss|sh|ch|x)es$/.test(w)
          ? w.slice(0, -2)
          : /ss$/.test(w)
            ? w
            : w.replace(/s$/, ''),
    );
}

/** Where the site says whom it serves: its audience section first, then sentences with an audience cue, then its description. */
export function audienceStatements(lines: PageLine[], description: string): string[] {
  const section: string[] = [];
  const cued: string[] = [];
  let inAudienceSection = false;
  for (const line of lines) {
    if (line.heading) {
      inAudienceSection = AUDIENCE_HEADING.test(line.text);
      if (inAudienceSection || isAudienceName(line.text)) section.push(line.text);
    } else if (inAudienceSection) section.push(line.text);
    else cued.push(...sentencesOf(line.text).filter((s) => AUDIENCE_CUE.test(s)));
  }
  // The description is the site's own summary: 'a point of sale for restaurants and bars' names its audience.
  return [...section, ...cued, ...(description ? [straight(description)] : [])];
}

/** True when the text names an audience with an audience cue ("built for independent restaurants"). */
export function isAudienceStatement(text: string): boolean {
  return AUDIENCE_CUE.test(text) && AUDIENCES.some((a) => new RegExp(a.re.source, 'i').test(text));
}

/** A heading that is an audience's name and little else ('Multi-location groups', 'For food trucks'). */
export function isAudienceName(heading: string): boolean {
  const named = mentionsIn(heading).reduce((n, m) => n + m.said.length, 0);
  return named > 0 && heading.replace(/^for\s+/i, '').length - named <= 4;
}

interface Mention {
  at: number;
  end: number;
  said: string;
  rule: AudienceRule;
}

/** Every audience named in one statement, left to right, the longer name winning where two overlap. */
function mentionsIn(statement: string): Mention[] {
  const all: Mention[] = [];
  for (const rule of AUDIENCES) {
    for (const m of statement.matchAll(new RegExp(rule.re.source, 'gi')))
      all.push({ at: m.index, end: m.index + m[0].length, said: m[0], rule });
  }
  all.sort((a, b) => a.at - b.at || b.end - a.end);
  const kept: Mention[] = [];
  for (const m of all) if (!kept.some((k) => m.at < k.end && k.at < m.end)) kept.push(m);
  return kept;
}

/**
 * One persona per audience the site names: the kinds of restaurant first, then the people in
 * them, each in the order the site names them; none when it names none.
 */
export function readAudience(lines: PageLine[], description: string): AudiencePersona[] {
  const mentions = audienceStatements(lines, description).flatMap(mentionsIn);
  const ordered = [
    ...mentions.filter((m) => m.rule.is === 'restaurant'),
    ...mentions.filter((m) => m.rule.is === 'person'),
  ];
  const personas = new Map<string, AudiencePersona>();
  for (const { said, rule } of ordered) {
    const role = rule.role(singular(said));
    if (!personas.has(role))
      personas.set(role, { said: said.toLowerCase(), role, goal: rule.goal, frustration: rule.frustration });
  }
  return [...personas.values()].slice(0, MAX_PERSONAS);
}
