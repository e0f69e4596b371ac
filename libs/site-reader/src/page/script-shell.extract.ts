import type { PageFacts } from '../schemas.js';
import { collapse } from './dom-text.js';
import type { PageContext } from './page.context.js';

/**
 * A page drawn by JavaScript in the browser: almost no text or images in the HTML, scripts present,
 * and an empty app root, a "please enable JavaScript" notice, heavy inline code or several scripts.
 */
export function looksLikeScriptShell(
  ctx: PageContext,
  facts: { textLength: number; images: number; scripts: PageFacts['scripts'] },
): boolean {
  const { $ } = ctx;
  const { external, inline, inlineBytes } = facts.scripts;
  const appRoot =
    $('#root, #app, #__next, #___gatsby, [data-reactroot], app-root, #__nuxt').filter(
      (_, el) => collapse($(el).text()).length < 20,
    ).length > 0;
  const noscriptJs = /enable javascript|requires javascript|javascript (is )?(disabled|required)/i.test(
    $('noscript').text(),
  );
  return (
    facts.textLength < 200 &&
    facts.images < 3 &&
    external + inline > 0 &&
    (appRoot || noscriptJs || inlineBytes > 2000 || external >= 3)
  );
}
