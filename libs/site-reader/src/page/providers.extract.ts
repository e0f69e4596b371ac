import type { ProviderFact } from '../schemas.js';
import { matchProvider } from '../classify.js';
import type { PageContext } from './page.context.js';

/** Known vendors (ordering, reservations, forms...) seen on the page, once per provider, category and URL. */
export interface ProviderList {
  readonly found: ProviderFact[];
  /** Records the vendor behind a URL, if it is a known one. */
  add(url: URL, via: ProviderFact['via'], snippet: string): void;
}

export function createProviderList(ctx: PageContext): ProviderList {
  const found: ProviderFact[] = [];
  return {
    found,
    add(url, via, snippet) {
      const rule = matchProvider(url);
      if (!rule) return;
      if (found.some((p) => p.provider === rule.provider && p.category === rule.category && p.url === url.href)) return;
      found.push({
        provider: rule.provider,
        category: rule.category,
        host: url.hostname.toLowerCase(),
        url: url.href,
        via,
        evidence: ctx.evidence(snippet),
      });
    },
  };
}
