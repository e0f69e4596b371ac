// Pages sent as finished HTML: a first visit paints the page before any script has run, and the
// app then takes the page over where it stands (bootstrap.tsx). Built for Node at build time by
// tools/webpack/federated-app.mjs; never shipped to the browser.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Shell } from './app/app.routes.js';

/** The HTML of the page at `path` as a signed-out visitor first sees it, every screen chunk loaded. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <Shell />
      </StaticRouter>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
