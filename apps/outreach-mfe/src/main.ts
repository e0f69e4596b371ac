// Standalone page only; the shell loads ./App through remoteEntry.js instead.
import('./bootstrap.js').catch((err: unknown) => console.error('The standalone preview failed to start', err));
