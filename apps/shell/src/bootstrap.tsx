import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The theme comes with the first stylesheet, once, rather than inside every screen's own.
import '@leadgen/ui';
import { App } from './app/app.routes.js';
import { signedInAtStart } from './main-app/main-app.early-start.js';
import './app/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A page built as HTML (landing.html) is what a signed-out visitor sees there, so the app takes it
 * over as it stands. Signed in, the same address is the main app: rendered afresh in its place.
 */
const prerenderedFor = container.dataset.prerendered;
// Both run as a transition, so React yields to the browser between pieces of work (the page
// paints, a tap is answered) instead of holding a phone's main thread for the whole page at once.
startTransition(() => {
  if (prerenderedFor === window.location.pathname && !signedInAtStart) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
