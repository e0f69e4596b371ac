import { guessFormPurpose, matchProvider, purposeOfProvider } from '../classify.js';
import type { FormFact, IframeFact } from '../schemas.js';
import { collapse } from './dom-text.js';
import { nearestHeading } from './forms.extract.js';
import { isWebUrl, type PageContext } from './page.context.js';
import type { ProviderList } from './providers.extract.js';

export interface PageIframes {
  iframes: IframeFact[];
  /** Embedded forms from form, reservation, events... vendors: forms the guest fills in inside an iframe. */
  forms: FormFact[];
}

export function readIframes(ctx: PageContext, providers: ProviderList): PageIframes {
  const { $ } = ctx;
  const iframes: IframeFact[] = [];
  const forms: FormFact[] = [];
  $('iframe').each((_, el) => {
    const src = ctx.resolve($(el).attr('src') ?? $(el).attr('data-src'));
    if (!isWebUrl(src)) return;
    const rule = matchProvider(src);
    const snippet = ctx.outerHtml(el);
    const title = collapse($(el).attr('title')) || null;
    iframes.push({
      src: src.href,
      host: src.hostname.toLowerCase(),
      title,
      provider: rule?.provider ?? null,
      evidence: ctx.evidence(snippet),
    });
    providers.add(src, 'iframe', snippet);
    if (!rule || (rule.category !== 'forms' && purposeOfProvider(rule.category) === undefined)) return;
    const heading = nearestHeading(ctx, el);
    const purpose =
      purposeOfProvider(rule.category) ??
      guessFormPurpose({
        fields: [],
        own: `${title ?? ''} ${src.pathname} ${$(el).attr('id') ?? ''} ${$(el).attr('class') ?? ''}`,
        context: `${heading} ${ctx.page.pathname}`,
      });
    forms.push({
      action: null,
      method: 'get',
      fields: [],
      purpose,
      inIframe: true,
      provider: src.hostname.toLowerCase(),
      evidence: ctx.evidence(snippet),
    });
  });
  return { iframes, forms };
}
