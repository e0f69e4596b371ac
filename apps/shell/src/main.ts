// The async boundary lets the federation runtime agree on shared React and co. before any of it runs.
import('./bootstrap.js').catch((err: unknown) => {
  console.error('The application failed to start', err);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The application failed to start. Please reload the page.';
});
