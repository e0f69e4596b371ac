// The shell is a plain bundle (no federation container), so it starts at once; the main app
// brings the federation runtime with it when a signed-in rep opens it.
import './bootstrap.js';
