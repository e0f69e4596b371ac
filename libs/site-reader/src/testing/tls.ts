import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixturesDir } from './paths.js';

/**
 * A test-only certificate authority and a server certificate for the name "secure.test"
 * (valid until 2126). Serve https with { key, cert } and read it with
 * createSiteReader({ tlsCa: ca, allowPrivateHosts: ['secure.test'], lookup: () => [127.0.0.1] }).
 * Never trust this CA outside tests: its key is not kept, but the server key is public.
 */
export function fixtureTls(): { ca: string; key: string; cert: string; hostname: string } {
  const dir = path.resolve(fixturesDir(), '..', 'tls');
  const read = (f: string): string => readFileSync(path.join(dir, f), 'utf8');
  return { ca: read('ca.pem'), key: read('secure.test.key'), cert: read('secure.test.pem'), hostname: 'secure.test' };
}
