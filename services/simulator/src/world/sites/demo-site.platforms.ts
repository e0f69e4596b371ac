import type { DemoSitePlatform } from './demo-site.truth.js';

/**
 * What each website platform leaves in a restaurant's pages: the generator tag, its CDN's scripts
 * and stylesheets, inline settings, class names, a "powered by" line. These are the traces real
 * sites on these platforms carry, and the ones the product's platform rules look for.
 */

export interface SkinContext {
  /** The host's first label ("lola-s-taqueria-austin"). */
  slug: string;
  name: string;
  /** A stable hex id for the site (builders' site ids, asset hashes). */
  id: string;
  /** 0..99, picks among a platform's variants. */
  variant: number;
}

export interface PlatformSkin {
  /** Written before <html> (a comment some builders leave). */
  preamble(c: SkinContext): string;
  head(c: SkinContext): string;
  bodyClass: string;
  /** Opens the element the page content sits in; `close` ends it. */
  open(c: SkinContext): string;
  close: string;
  /** Extra classes on each content section. */
  sectionClass: string;
  scripts(c: SkinContext): string;
  /** The footer's "powered by" line, or ''. */
  credit(c: SkinContext): string;
}

const none = () => '';
const WP_THEMES = ['flavor', 'astra', 'kadence', 'restaurantz', 'twentytwentyone'];

const WORDPRESS: PlatformSkin = {
  preamble: none,
  head: (c) => `<meta name="generator" content="WordPress 6.${4 + (c.variant % 3)}.${c.variant % 4}">
<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">
<link rel="stylesheet" id="theme-style-css" href="/wp-content/themes/${WP_THEMES[c.variant % WP_THEMES.length]}/style.css?ver=1.${c.variant % 9}" media="all">
<link rel="https://api.w.org/" href="/wp-json/">
<script>window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png","svgExt":".svg","source":{"concatemoji":"\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.4.3"}};</script>`,
  bodyClass: 'home page-template-default page wp-custom-logo',
  open: () => '<div id="page" class="site">',
  close: '</div>',
  sectionClass: 'wp-block-group',
  scripts: () => '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>',
  credit: (c) => (c.variant < 50 ? 'Proudly powered by <a href="https://wordpress.org/">WordPress</a>' : ''),
};

const WIX: PlatformSkin = {
  preamble: none,
  head: (c) => `<meta name="generator" content="Wix.com Website Builder">
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<script>window.wixBiSession = {"initialTimestamp":${1_700_000_000_000 + c.variant * 1000},"viewerSessionId":"${c.id}","isServerSide":1};</script>`,
  bodyClass: 'wixui-page',
  open: (c) => `<div id="SITE_CONTAINER"><div id="main_MF" class="wixui-site" data-site-id="${c.id}">`,
  close: '</div></div>',
  sectionClass: 'wixui-section',
  scripts: (c) =>
    `<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.${c.id.slice(0, 8)}.bundle.min.js" async></script>`,
  credit: none,
};

const SQUARESPACE: PlatformSkin = {
  preamble: (c) => `<!-- This is Squarespace. --><!-- ${c.slug} -->\n`,
  head: (
    c,
  ) => `<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/${c.id}/site.css">
<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"${c.id}","identifier":"${c.slug}","siteTitle":${JSON.stringify(c.name)}},"templateId":"${c.id.slice(0, 12)}"};</script>
<script src="https://assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-${c.id.slice(0, 8)}-min.en-US.js" defer></script>`,
  bodyClass: 'sqs-site header-overlay-alignment-center',
  open: () => '<div id="siteWrapper" class="clearfix site-wrapper">',
  close: '</div>',
  sectionClass: 'sqs-block sqs-block-html',
  scripts: none,
  credit: none,
};

const GODADDY: PlatformSkin = {
  preamble: none,
  head: (c) => `<meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000">
<link rel="preconnect" href="https://img1.wsimg.com">
<script>window.wsb = window.wsb || {}; window.wsb.siteId = "${c.id}";</script>`,
  bodyClass: 'x',
  open: () => '<div id="layout-root" class="x-el x-el-div c1-1 c1-2 c1-3">',
  close: '</div>',
  sectionClass: 'x-el x-el-section',
  scripts: (c) =>
    `<script src="https://img1.wsimg.com/blobby/go/${c.id}/gpub/${c.id.slice(0, 16)}/script.js" crossorigin></script>`,
  credit: () =>
    'Powered by <a href="https://www.godaddy.com/websites/website-builder" rel="nofollow noopener">GoDaddy</a>',
};

const BENTOBOX: PlatformSkin = {
  preamble: none,
  head: (
    c,
  ) => `<link rel="stylesheet" href="https://assets.getbento.com/assets/css/themes/${['carte', 'haven', 'hearth'][c.variant % 3]}.css">
<script>window.BentoBox = {"site": "${c.slug}", "theme": "${['carte', 'haven', 'hearth'][c.variant % 3]}"};</script>`,
  bodyClass: 'page-home has-nav',
  open: () => '<div class="site-content" id="main-content">',
  close: '</div>',
  sectionClass: 'content-block',
  scripts: () => '<script src="https://assets.getbento.com/assets/js/bento-site.min.js" defer></script>',
  credit: (c) =>
    `<a href="https://getbento.com/?utm_source=${c.slug}&amp;utm_medium=footer" target="_blank" rel="noopener">Powered by BentoBox</a>`,
};

const POPMENU: PlatformSkin = {
  preamble: none,
  head: (c) => `<script>window.POPMENU_CLIENT = {"restaurantSlug":"${c.slug}","locale":"en"};</script>`,
  bodyClass: 'pm-body',
  open: () => '<div id="popmenu-root">',
  close: '</div>',
  sectionClass: 'pm-section',
  scripts: () => '<script src="https://assets.popmenu.com/packs/js/consumer-bundle.min.js" defer></script>',
  credit: () =>
    '<a href="https://get.popmenu.com/?utm_source=restaurant-site" target="_blank" rel="noopener">Powered by Popmenu</a>',
};

const TOAST: PlatformSkin = {
  preamble: none,
  head: (c) => `<link rel="stylesheet" href="https://cdn.toasttab.com/sites/${c.id.slice(0, 12)}/styles.css">
<script>window.__TOAST_SITES__ = {"restaurantGuid":"${c.id}","shortUrl":"${c.slug}","orderUrl":"https://order.toasttab.com/online/${c.slug}"};</script>`,
  bodyClass: 'tsw-page',
  open: () => '<div id="toast-sites-root" class="tsw-root">',
  close: '</div>',
  sectionClass: 'tsw-section',
  scripts: (c) => `<script src="https://cdn.toasttab.com/sites/${c.id.slice(0, 12)}/main.js" defer></script>`,
  credit: () =>
    'Powered by <a href="https://pos.toasttab.com/?source=restaurant-site" target="_blank" rel="noopener">Toast</a>',
};

const OWNER: PlatformSkin = {
  preamble: none,
  head: () => '<meta name="generator" content="Owner.com">',
  bodyClass: 'owner-site',
  open: () => '<div id="owner-site-root">',
  close: '</div>',
  sectionClass: 'owner-section',
  scripts: (c) => `<script src="https://static.owner.com/sites/${c.id.slice(0, 10)}/runtime.js" defer></script>`,
  credit: () =>
    '<a href="https://www.owner.com/?utm_source=restaurant-site" target="_blank" rel="noopener">Website by Owner</a>',
};

const SPOTHOPPER: PlatformSkin = {
  preamble: none,
  head: (c) =>
    `<script>var spothopper = {"spot_id": ${1000 + (parseInt(c.id.slice(0, 6), 16) % 90000)}, "site": "${c.slug}"};</script>`,
  bodyClass: 'spot-site',
  open: () => '<div class="spot-wrapper">',
  close: '</div>',
  sectionClass: 'spot-section',
  scripts: () => '<script src="https://static.spotapps.co/website_js/spothopper_widgets.js"></script>',
  credit: () =>
    '<div class="sh-powered">Website powered by <a href="https://www.spothopperapp.com/" target="_blank" rel="noopener">SpotHopper</a></div>',
};

/** A site made by hand or by a local agency: a web font and nothing that names a platform. */
const CUSTOM: PlatformSkin = {
  preamble: none,
  head: () => '<link rel="preconnect" href="https://fonts.googleapis.com">',
  bodyClass: 'site',
  open: () => '<div class="wrapper">',
  close: '</div>',
  sectionClass: 'block',
  scripts: none,
  credit: none,
};

export const PLATFORM_SKINS: Record<DemoSitePlatform, PlatformSkin> = {
  wordpress: WORDPRESS,
  wix: WIX,
  squarespace: SQUARESPACE,
  godaddy: GODADDY,
  bentobox: BENTOBOX,
  popmenu: POPMENU,
  toast: TOAST,
  owner: OWNER,
  spothopper: SPOTHOPPER,
  custom: CUSTOM,
};
