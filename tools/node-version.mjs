// Every script imports this first: on a Node older than package.json's engines field the services
// would crash-loop (MikroORM 7 needs Node 22+), so the script stops at once with one line saying
// how to run it on the Node 24 that `npm install` puts in node_modules/.bin.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const range = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const wanted = range
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const have = process.versions.node.split('.').map(Number);

/** True when `have` is at least `wanted`, compared part by part (major, minor, patch). */
export function atLeast(haveParts, wantedParts) {
  for (let i = 0; i < 3; i++) {
    if ((haveParts[i] ?? 0) !== (wantedParts[i] ?? 0)) return (haveParts[i] ?? 0) > (wantedParts[i] ?? 0);
  }
  return true;
}

if (!atLeast(have, wanted)) {
  const script = path.relative(process.cwd(), process.argv[1] ?? 'the script');
  process.stderr.write(
    `This needs Node ${range} (this is ${process.versions.node}): run it through npm (npm start, npm test, npm run bench) ` +
      `or as node_modules/.bin/node ${script}\n`,
  );
  process.exit(1);
}
