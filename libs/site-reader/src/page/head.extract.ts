import type { PageFacts } from '../schemas.js';
import { collapse } from './dom-text.js';
import { isWebUrl, type PageContext } from './page.context.js';

export type HeadFacts = Pick<
  PageFacts,
  'lang' | 'title' | 'metaDescription' | 'canonical' | 'metaRefresh' | 'viewport' | 'generator' | 'openGraph'
>;

/** What the <head> says: title, description, viewport, generator, canonical, refresh and Open Graph. */
export function readHead(ctx: PageContext): HeadFacts {
  const { $ } = ctx;
  const metaContent = (sel: string): string | null => collapse($(sel).first().attr('content')) || null;
  const canonical = ctx.resolve($('link[rel~="canonical" i]').first().attr('href'));
  return {
    lang: collapse($('html').attr('lang')) || null,
    title: collapse($('title').first().text()) || null,
    metaDescription: metaContent('meta[name="description" i]') ?? metaContent('meta[property="og:description" i]'),
    canonical: canonical ? canonical.href : null,
    metaRefresh: metaRefreshOf(ctx),
    viewport: $('meta[name="viewport" i]').length > 0,
    generator: $('meta[name="generator" i]')
      .map((_, el) => collapse($(el).attr('content')))
      .get()
      .filter(Boolean),
    openGraph: openGraphOf(ctx),
  };
}

/** A meta refresh within 10 seconds to a web address counts as a redirect. */
function metaRefreshOf(ctx: PageContext): string | null {
  const refresh = ctx.$('meta[http-equiv="refresh" i]').first().attr('content') ?? '';
  const match = /^\s*(\d+(?:\.\d+)?)\s*[;,]\s*url\s*=\s*['"]?([^'"]+)/i.exec(refresh);
  if (!match || Number(match[1]) > 10) return null;
  const target = ctx.resolve(match[2]);
  return isWebUrl(target) ? target.href : null;
}

/** og:* properties, the first value of each. */
function openGraphOf(ctx: PageContext): Record<string, string> {
  const { $ } = ctx;
  const openGraph: Record<string, string> = {};
  $('meta[property^="og:" i]').each((_, el) => {
    const k = ($(el).attr('property') ?? '').toLowerCase();
    const v = collapse($(el).attr('content'));
    if (k && v && !(k in openGraph)) openGraph[k] = v;
  });
  return openGraph;
}
