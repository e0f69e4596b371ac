import { z } from 'zod';

/*
 * In the browser, schemas validate without compiling code at run time: the app's Content
 * Security Policy allows no eval, and zod's probe for it (run as the first object schema is
 * built) would be reported as a violation. This module is imported first by the contracts'
 * index, so it runs before any schema exists. Services keep zod's compiled fast path.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
