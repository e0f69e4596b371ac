/**
 * Markup of a demo vendor's website: a SaaS landing page and its inner pages, written the way
 * real restaurant-technology sites are (hero, feature list or feature cards, results, who it is
 * for, pricing, footer). Pure functions of the vendor's copy.
 */

/** A feature as the site states it: its name and the benefit the site gives for it. */
export interface VendorFeature {
  name: string;
  benefit: string;
}

/**
 * A block of features on the home page: a bulleted list ('Name — benefit', or 'Name: benefit')
 * or a grid of cards (a small heading and a sentence each).
 */
export interface FeatureBlock {
  title: string;
  intro?: string;
  layout: 'dash-list' | 'colon-list' | 'cards';
  features: VendorFeature[];
}

/** A titled paragraph (results, who it is for, pricing). */
export interface CopySection {
  id: string;
  title: string;
  text: string;
}

export interface VendorCopy {
  host: string;
  name: string;
  /** How the site names itself to machines: schema.org Organization, og:site_name, or only its <title>. */
  identity: 'json-ld' | 'og' | 'title';
  title: string;
  metaDescription: string;
  /** The hero's heading is the company name, or the tagline itself. */
  heroHeading: 'name' | 'tagline';
  tagline: string;
  heroText: string;
  trustLine?: string;
  featureBlocks: FeatureBlock[];
  results: CopySection;
  audience: CopySection;
  pricing: CopySection;
  testimonial?: { quote: string; by: string };
  /** The /features page: each feature with more detail. */
  featureDetails: Record<string, string>;
  /** The /about page paragraphs. */
  about: string[];
  accent: string;
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function headMarkup(copy: VendorCopy, pageTitle: string): string {
  const og =
    copy.identity === 'og' || copy.identity === 'json-ld'
      ? `\n<meta property="og:site_name" content="${esc(copy.name)}">`
      : '';
  const ld =
    copy.identity === 'json-ld'
      ? `\n<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: copy.name, url: `https://${copy.host}/`, description: copy.metaDescription })}</script>`
      : '';
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(pageTitle)}</title>
<meta name="description" content="${esc(copy.metaDescription)}">
<meta property="og:title" content="${esc(pageTitle)}">${og}${ld}
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1d2330}
header,footer,main>section{padding:24px 8vw}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #e5e7eb}
nav a{margin-left:20px;color:#1d2330;text-decoration:none}
.hero{background:${copy.accent};color:#fff}
.hero .cta a{display:inline-block;margin:8px 12px 0 0;padding:10px 18px;border-radius:6px;background:#fff;color:${copy.accent};text-decoration:none}
.feature-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px}
.feature-card{border:1px solid #e5e7eb;border-radius:8px;padding:16px}
footer{font-size:13px;color:#6b7280;border-top:1px solid #e5e7eb}
</style>
</head>`;
}

function chrome(copy: VendorCopy, pageTitle: string, main: string): string {
  const brand = copy.name.split(' ')[0];
  return `<!DOCTYPE html>
<html lang="en">
${headMarkup(copy, pageTitle)}
<body>
<header class="site-header">
  <a class="logo" href="/"><img src="/assets/logo.svg" alt="${esc(copy.name)}" width="140" height="32"></a>
  <nav aria-label="Main">
    <a href="/features">Features</a>
    <a href="/#pricing">Pricing</a>
    <a href="/about">About</a>
    <a href="https://app.${copy.host}/login">Log in</a>
  </nav>
</header>
<main>
${main}
</main>
<footer class="site-footer">
  <p>&copy; 2025 ${esc(brand)}, Inc. &middot; <a href="/about">About</a> &middot; <a href="/features">Features</a> &middot; <a href="mailto:sales@${copy.host}">sales@${copy.host}</a></p>
  <p>${esc(copy.name)} is a fictional company in the LeadGen demo world. This website exists only in demo mode.</p>
</footer>
</body>
</html>
`;
}

function heroSection(copy: VendorCopy): string {
  const heading =
    copy.heroHeading === 'name'
      ? `<h1>${esc(copy.name)}</h1>\n  <p class="tagline">${esc(copy.tagline)}</p>`
      : `<h1>${esc(copy.tagline)}</h1>`;
  const trust = copy.trustLine ? `\n  <p class="trust">${esc(copy.trustLine)}</p>` : '';
  return `<section class="hero">
  ${heading}
  <p class="lead">${esc(copy.heroText)}</p>
  <div class="cta"><a href="mailto:sales@${copy.host}">Book a demo</a><a href="#pricing">See pricing</a></div>${trust}
</section>`;
}

function featureItems(block: FeatureBlock): string {
  if (block.layout === 'cards') {
    const cards = block.features.map(
      (f) =>
        `    <article class="feature-card">\n      <h3>${esc(f.name)}</h3>\n      <p>${esc(f.benefit)}</p>\n    </article>`,
    );
    return `  <div class="feature-grid">\n${cards.join('\n')}\n  </div>`;
  }
  const item = (f: VendorFeature) =>
    block.layout === 'dash-list'
      ? `<li><strong>${esc(f.name)}</strong> — ${esc(f.benefit)}</li>`
      : `<li><b>${esc(f.name)}:</b> ${esc(f.benefit)}</li>`;
  return `  <ul class="feature-list">\n${block.features.map((f) => `    ${item(f)}`).join('\n')}\n  </ul>`;
}

function featureSection(block: FeatureBlock, i: number): string {
  const intro = block.intro ? `\n  <p>${esc(block.intro)}</p>` : '';
  return `<section class="features" id="features-${i + 1}">
  <h2>${esc(block.title)}</h2>${intro}
${featureItems(block)}
</section>`;
}

function copySection(section: CopySection): string {
  return `<section id="${section.id}">
  <h2>${esc(section.title)}</h2>
  <p>${esc(section.text)}</p>
</section>`;
}

function testimonialSection(t: NonNullable<VendorCopy['testimonial']>): string {
  return `<section class="testimonial">
  <blockquote>
    <p>“${esc(t.quote)}”</p>
    <cite>— ${esc(t.by)}</cite>
  </blockquote>
</section>`;
}

export function homePage(copy: VendorCopy): string {
  const sections = [
    heroSection(copy),
    ...copy.featureBlocks.map(featureSection),
    copySection(copy.results),
    copy.testimonial ? testimonialSection(copy.testimonial) : '',
    copySection(copy.audience),
    copySection(copy.pricing),
  ];
  return chrome(copy, copy.title, sections.filter(Boolean).join('\n'));
}

export function featuresPage(copy: VendorCopy): string {
  const features = copy.featureBlocks.flatMap((b) => b.features);
  const blocks = features.map(
    (f) => `  <h2>${esc(f.name)}</h2>\n  <p>${esc(copy.featureDetails[f.name] ?? f.benefit)}</p>`,
  );
  return chrome(copy, `Features | ${copy.name}`, `<section>\n  <h1>Features</h1>\n${blocks.join('\n')}\n</section>`);
}

export function aboutPage(copy: VendorCopy): string {
  const paragraphs = copy.about.map((p) => `  <p>${esc(p)}</p>`).join('\n');
  return chrome(
    copy,
    `About | ${copy.name}`,
    `<section>\n  <h1>About ${esc(copy.name)}</h1>\n${paragraphs}\n</section>`,
  );
}
