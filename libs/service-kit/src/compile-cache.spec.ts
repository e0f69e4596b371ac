import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const source = path.join(process.cwd(), 'libs/service-kit/src/compile-cache.ts');

/** Starts a process that compiles a module, is killed with SIGKILL once ready, and says what its cache kept. */
async function cachedFilesAfterKill(flush: boolean): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
  const cache = path.join(dir, 'cache');
  writeFileSync(path.join(dir, 'part.mjs'), 'export const part = 1;\n');
  writeFileSync(
    path.join(dir, 'entry.mjs'),
    [
      "import { part } from './part.mjs';",
      `const { keepCompiledCode } = await import(${JSON.stringify(source)});`,
      flush ? 'keepCompiledCode();' : '',
      "console.log('ready', part);",
      'await new Promise((resolve) => setTimeout(resolve, 60_000));',
    ].join('\n'),
  );
  const child = spawn(process.execPath, [path.join(dir, 'entry.mjs')], {
    env: { ...process.env, NODE_COMPILE_CACHE: cache },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => d.includes('ready') && resolve()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  const files = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  rmSync(dir, { recursive: true, force: true });
  return files;
}

describe('keepCompiledCode', () => {
  it('leaves the compiled code in the cache for a process killed before it could exit', async () => {
    expect(await cachedFilesAfterKill(true)).toBeGreaterThan(0);
  }, 20_000);

  it('is needed: a killed process that did not call it leaves nothing for its restart', async () => {
    expect(await cachedFilesAfterKill(false)).toBe(0);
  }, 20_000);
});
