import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The theme comes with the first stylesheet, once, rather than inside every screen's own.
import '@leadgen/ui';
import { App } from './app/app.routes.js';
import './app/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The first render runs as a transition, so React yields to the browser between pieces of work
// instead of holding a phone's main thread for the whole page at once.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
