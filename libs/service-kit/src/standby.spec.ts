import { spawn } from 'node:child_process';
import path from 'node:path';
import { awaitTakeOver, STANDBY_SETTING, TAKE_OVER } from './standby.js';

describe('a standby waiting to take over', () => {
  it('is no standby without the setting: a process started normally goes on at once', async () => {
    await expect(awaitTakeOver({})).resolves.toBeUndefined();
    await expect(awaitTakeOver({ [STANDBY_SETTING]: '' })).resolves.toBeUndefined();
  });

  // A real child process with an IPC channel, running this very module through Node's type stripping.
  const script = `
    const { awaitTakeOver } = await import(${JSON.stringify(path.resolve('libs/service-kit/src/standby.ts'))});
    console.log('waiting');
    await awaitTakeOver();
    console.log('took over');
  `;
  function standby() {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, [STANDBY_SETTING]: '1' },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { child, exited, output: () => out };
  }
  const until = async (ok: () => boolean) => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  };

  it('waits until its supervisor says to take over, then goes on by its own work', async () => {
    const { child, exited, output } = standby();
    await until(() => output().includes('waiting'));
    await new Promise((r) => setTimeout(r, 200));
    expect(output()).toBe('waiting\n');
    child.send({ type: TAKE_OVER });
    expect(await exited).toBe(0);
    expect(output()).toBe('waiting\ntook over\n');
  });

  it('leaves when its supervisor goes away, never taking over', async () => {
    const { child, exited, output } = standby();
    await until(() => output().includes('waiting'));
    child.disconnect();
    expect(await exited).toBe(0);
    expect(output()).toBe('waiting\n');
  });
});
