// Writes the fictional demo dataset the `demo` provider serves: data/demo-restaurants.json.
// Run by `nx run leads:generate-data` (which `build` depends on): node scripts/generate-demo-data.ts [--seed N] [--out FILE]
// Node runs this TypeScript directly (type stripping); the generator itself lives in src so the
// service can regenerate in memory when the file is missing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DEMO_SEED, generateDemoData } from '../src/providers/demo/demo.generator.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const seed = Number(arg('--seed') ?? process.env.LEADS_DEMO_SEED ?? DEFAULT_DEMO_SEED);
if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
const out = path.resolve(arg('--out') ?? path.join(here, '..', 'data', 'demo-restaurants.json'));

const started = performance.now();
const data = generateDemoData({ seed });
mkdirSync(path.dirname(out), { recursive: true });
const json = JSON.stringify(data);
writeFileSync(out, json);
const ms = Math.round(performance.now() - started);
console.log(
  `demo data: ${data.rows.length} listings in ${data.cities.length} cities, seed ${seed}, ${(json.length / 1e6).toFixed(1)} MB, ${ms} ms -> ${path.relative(process.cwd(), out)}`,
);
