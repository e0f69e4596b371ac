import { readStoredSession } from '../auth/session.store.js';
import { isUnsubscribePath } from '../unsubscribe/unsubscribe.logic.js';
import { loadMainApp } from './main-app.chunk.js';

/** Whether a session was stored on this browser when the shell's script started (read once, here). */
export const signedInAtStart = readStoredSession() !== null;

// A signed-in rep opens the main app whatever the address: its chunk (which starts the first tab's
// remote) is asked for before React and the shell's screens are even evaluated, not after the
// shell's first render. A failure here is left to the route, which asks again and shows it.
// The public unsubscribe page is the exception: it loads nothing of the app.
if (signedInAtStart && !isUnsubscribePath(window.location.pathname)) loadMainApp().catch(() => undefined);
