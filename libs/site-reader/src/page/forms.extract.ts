import { guessFormPurpose, matchProvider, purposeOfProvider } from '../classify.js';
import type { FormFact } from '../schemas.js';
import { sameSite } from '../site.js';
import { collapse } from './dom-text.js';
import { isWebUrl, type ElementSelection, type PageContext, type PageElement } from './page.context.js';
import type { ProviderList } from './providers.extract.js';

/** Forms written in the page, each with its fields and a guessed purpose (contact, catering, job...). */
export function readForms(ctx: PageContext, providers: ProviderList): FormFact[] {
  const forms: FormFact[] = [];
  ctx.$('form').each((_, el) => {
    const f = ctx.$(el);
    const actionUrl = ctx.resolve(f.attr('action'));
    const { fields, words } = formWords(ctx, f);
    words.push(
      f.attr('id') ?? '',
      f.attr('name') ?? '',
      f.attr('class') ?? '',
      f.attr('aria-label') ?? '',
      actionUrl ? actionUrl.pathname + actionUrl.search : '',
    );
    const heading = nearestHeading(ctx, el);
    const external = isWebUrl(actionUrl) && !sameSite(actionUrl, ctx.page);
    const rule = actionUrl ? matchProvider(actionUrl) : undefined;
    const purpose =
      purposeOfProvider(rule?.category) ??
      guessFormPurpose({ fields, own: words.join(' '), context: `${heading} ${ctx.page.pathname}` });
    const snippet = ctx.outerHtml(el).replace(/>[\s\S]*$/, '>') + ` fields: ${fields.join(', ')}`;
    forms.push({
      action: actionUrl ? actionUrl.href : null,
      method: (f.attr('method') ?? 'get').toLowerCase(),
      fields,
      purpose,
      inIframe: false,
      provider: external && actionUrl ? actionUrl.hostname.toLowerCase() : null,
      evidence: ctx.evidence(snippet),
    });
    if (actionUrl) providers.add(actionUrl, 'form', snippet);
  });
  return forms;
}

/**
 * A form's field names, and every word that hints at its purpose: names, placeholders, labels,
 * button text, hidden values (a file upload hints at a resume).
 */
function formWords(ctx: PageContext, form: ElementSelection): { fields: string[]; words: string[] } {
  const fields: string[] = [];
  const words: string[] = [];
  form.find('input, select, textarea').each((_, field) => {
    const $f = ctx.$(field);
    const type = ($f.attr('type') ?? '').toLowerCase();
    const name = $f.attr('name') ?? $f.attr('id') ?? '';
    if (type === 'hidden') {
      words.push(`${name} ${$f.attr('value') ?? ''}`);
      return;
    }
    if (['submit', 'button', 'image', 'reset'].includes(type)) {
      words.push($f.attr('value') ?? '');
      return;
    }
    if (name && !fields.includes(name)) fields.push(name);
    words.push(name, $f.attr('placeholder') ?? '', $f.attr('aria-label') ?? '', type === 'file' ? 'resume' : '');
  });
  form.find('label, legend, button').each((_, l) => {
    words.push(collapse(ctx.$(l).text()));
  });
  return { fields, words };
}

/** The closest heading before an element: in its ancestors' preceding siblings or first heading of its section. */
export function nearestHeading(ctx: PageContext, el: PageElement): string {
  let cur = ctx.$(el);
  for (let depth = 0; depth < 6 && cur.length; depth++) {
    const prev = cur.prevAll('h1, h2, h3, h4, h5').first();
    if (prev.length) return collapse(prev.text());
    const inside = cur.prevAll().find('h1, h2, h3, h4').last();
    if (inside.length) return collapse(inside.text());
    cur = cur.parent();
  }
  return '';
}
