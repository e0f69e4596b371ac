// The shell is a plain bundle (no federation container), so it starts at once; the main app
// brings the federation runtime with it when a signed-in rep opens it. Imports run in order: a
// signed-in rep's main app is on its way before the rest of the shell is evaluated.
import './main-app/main-app.early-start.js';
import './bootstrap.js';
