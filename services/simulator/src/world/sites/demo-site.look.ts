import { CUISINE_BLURBS, OWNER_FIRST, OWNER_LAST, TAGLINES, WELCOME } from './demo-site.copy.js';
import type { HoursStyle } from './demo-site.hours.js';
import { PALETTES, type Palette } from './demo-site.html.js';
import type { SkinContext } from './demo-site.platforms.js';
import { hashText, siteRandom } from './demo-site.random.js';
import type { SitePlan } from './demo-site.types.js';

/** How the site looks and speaks: colours, the way it writes hours and prices, its lines. */
export interface SiteLook {
  palette: Palette;
  hoursStyle: HoursStyle;
  /** Prices written "$14", "$14.00", "$13.95" or in half dollars ("$14.50"). */
  cents: 'none' | 'zero' | 'ninety-five' | 'half';
  tagline: string;
  welcome: string;
  blurb: string;
  owner: string;
  /** Pages carry a meta description. */
  describes: boolean;
  skin: SkinContext;
}

export function lookOf(plan: Pick<SitePlan, 'host' | 'traits'>): SiteLook {
  const R = siteRandom(plan.host, 'look');
  const style = plan.traits.style;
  const id = [hashText(`${plan.host}|id1`), hashText(`${plan.host}|id2`), hashText(`${plan.host}|id3`)]
    .map((n) => n.toString(16).padStart(8, '0'))
    .join('');
  return {
    palette: R.pick(PALETTES),
    hoursStyle: R.chance(0.55) ? 'long' : 'short',
    cents: R.weighted([
      ['none', 55],
      ['zero', 20],
      ['ninety-five', 15],
      ['half', 10],
    ]),
    tagline: R.pick(TAGLINES[style]),
    welcome: R.pick(WELCOME[style]),
    blurb: CUISINE_BLURBS[plan.traits.cuisine] ?? 'good food',
    owner: `${R.pick(OWNER_FIRST)} ${R.pick(OWNER_LAST)}`,
    describes: R.chance(0.85),
    skin: { slug: plan.host.replace(/^www\./, '').split('.')[0]!, name: plan.traits.name, id, variant: R.int(0, 99) },
  };
}
