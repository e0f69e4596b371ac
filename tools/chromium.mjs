// Where the browser benches and the browser tests find Chromium, and the flags they start it with.
import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH / CHROME_PATH): playwright-core's own browser download cannot work offline. */
export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('Chromium is needed: apt-get install -y chromium (or set CHROMIUM_PATH).');
  return found;
}

/** Headless, and quiet: without the background-networking flags it keeps trying to reach Google's hosts. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
