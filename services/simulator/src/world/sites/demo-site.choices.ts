import { siteRandom } from './demo-site.random.js';
import type { DemoMenuKind, DemoSiteBehaviour, DemoSitePlatform } from './demo-site.truth.js';
import type { ServiceStyle, SiteTraits } from './demo-site.traits.js';

/**
 * Which platform, behaviour and menu a restaurant's site has, in shares like the real web's and
 * following the restaurant: a national chain has its own agency-built site, a steakhouse leans to
 * BentoBox, a bar to SpotHopper, a pizzeria to Toast or Owner, an old diner to GoDaddy or a
 * hand-made page.
 */

type Weights<K extends string> = Record<K, number>;

const PLATFORM_SHARES: Weights<DemoSitePlatform> = {
  wordpress: 20,
  wix: 14,
  squarespace: 12,
  godaddy: 7,
  bentobox: 6,
  popmenu: 8,
  toast: 8,
  owner: 5,
  spothopper: 4,
  custom: 16,
};
const LARGE_CHAIN_SHARES: Weights<DemoSitePlatform> = {
  wordpress: 25,
  wix: 0,
  squarespace: 3,
  godaddy: 0,
  bentobox: 6,
  popmenu: 6,
  toast: 5,
  owner: 0,
  spothopper: 0,
  custom: 55,
};
const STYLE_TILT: Record<ServiceStyle, Partial<Weights<DemoSitePlatform>>> = {
  quick: { toast: 2.2, owner: 2.6, wix: 1.2, bentobox: 0.3, spothopper: 0.2, squarespace: 0.8 },
  casual: {},
  upscale: { bentobox: 3.5, squarespace: 1.6, popmenu: 1.3, toast: 0.4, owner: 0.2, godaddy: 0.3, wix: 0.6 },
  bar: { spothopper: 7, popmenu: 1.3, owner: 0.3 },
};
const SMALL_CHAIN_TILT: Partial<Weights<DemoSitePlatform>> = {
  bentobox: 1.6,
  popmenu: 1.6,
  wordpress: 1.3,
  toast: 1.3,
  godaddy: 0.5,
  wix: 0.7,
};
const OLD_SITE_TILT: Partial<Weights<DemoSitePlatform>> = {
  godaddy: 2.2,
  wordpress: 1.4,
  custom: 1.5,
  owner: 0.2,
  popmenu: 0.5,
  toast: 0.6,
  bentobox: 0.8,
};
const NEW_SITE_TILT: Partial<Weights<DemoSitePlatform>> = {
  owner: 1.8,
  toast: 1.5,
  squarespace: 1.2,
  godaddy: 0.4,
  custom: 0.7,
};
const LOW_RATING_TILT: Partial<Weights<DemoSitePlatform>> = { godaddy: 1.5, wix: 1.3, bentobox: 0.6 };
const HIGH_RATING_TILT: Partial<Weights<DemoSitePlatform>> = { bentobox: 1.3, squarespace: 1.2, godaddy: 0.7 };

function tilted<K extends string>(base: Weights<K>, tilts: Array<Partial<Weights<K>>>): Array<[K, number]> {
  return (Object.entries(base) as Array<[K, number]>).map(([k, w]) => [
    k,
    tilts.reduce((acc, t) => acc * (t[k] ?? 1), w),
  ]);
}

export function choosePlatform(host: string, t: SiteTraits): DemoSitePlatform {
  const R = siteRandom(host, 'platform');
  if (t.chain && t.locations.length >= 10) return R.weighted(tilted(LARGE_CHAIN_SHARES, []));
  const tilts: Array<Partial<Weights<DemoSitePlatform>>> = [STYLE_TILT[t.style]];
  if (t.chain) tilts.push(SMALL_CHAIN_TILT);
  if (t.siteYears > 12) tilts.push(OLD_SITE_TILT);
  if (t.siteYears < 3) tilts.push(NEW_SITE_TILT);
  if (t.rating !== null && t.rating < 3.6) tilts.push(LOW_RATING_TILT);
  if (t.rating !== null && t.rating >= 4.5) tilts.push(HIGH_RATING_TILT);
  return R.weighted(tilted(PLATFORM_SHARES, tilts));
}

/**
 * A few sites behave as the real web does: a hand-made app that draws everything with scripts,
 * bot protection that answers 403, a cheap old host slower than any reader waits, a listed address
 * that forwards to the www (or bare) form of the host.
 */
export function chooseBehaviour(host: string, t: SiteTraits, platform: DemoSitePlatform): DemoSiteBehaviour {
  const R = siteRandom(host, 'behaviour');
  const oldCheapHost = ['godaddy', 'wordpress', 'custom'].includes(platform) && t.siteYears > 8;
  return R.weighted([
    ['normal', 100],
    ['script_shell', platform === 'custom' ? 19 : 0],
    ['blocked', t.chain ? 7 : 3],
    ['slow', oldCheapHost ? 6 : 1],
    ['redirect', 4.5],
  ]);
}

/** Share of menus written as text (prices on a page), by platform; the rest are a PDF or photos. */
const TEXT_MENU_SHARE: Weights<DemoSitePlatform> = {
  bentobox: 0.9,
  popmenu: 0.96,
  owner: 0.97,
  toast: 0.92,
  spothopper: 0.85,
  wordpress: 0.6,
  squarespace: 0.55,
  wix: 0.45,
  godaddy: 0.35,
  custom: 0.55,
};

export function chooseMenu(host: string, t: SiteTraits, platform: DemoSitePlatform): DemoMenuKind {
  const R = siteRandom(host, 'menu');
  if (!t.chain && R.chance(0.03)) return 'none';
  let text = TEXT_MENU_SHARE[platform];
  if (t.siteYears > 12) text -= 0.12;
  if (t.style === 'upscale') text -= 0.08;
  if (R.chance(text)) return 'text';
  return R.chance(t.style === 'upscale' || t.siteYears > 10 ? 0.75 : 0.6) ? 'pdf' : 'images';
}
