import { jest } from '@jest/globals';
import { Writable } from 'node:stream';
import { createLogger } from './logger.js';
import { ServiceEnvSchema } from './env.js';
import { serviceMain } from './service-main.js';

/** A logger whose JSON lines the test reads, and a process.exit that records its code instead of exiting. */
function harness() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  return { lines, exit, logger: createLogger('leads', 'info', stream) };
}

afterEach(() => jest.restoreAllMocks());

describe("a service's entry point", () => {
  it('stops with exit code 1 and the message naming a bad setting, before preparing anything', async () => {
    const { lines, exit, logger } = harness();
    const prepare = jest.fn(() => ({ module: class {} }) as never);
    await serviceMain({ service: 'leads', env: ServiceEnvSchema, prepare, logger, source: { NATS_URL: 'http://x' } });
    expect(prepare).not.toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 60,
        msg: expect.stringMatching(/^Invalid settings:\n {2}NATS_URL: must be nats/),
      }),
    ]);
  });

  it('stops with exit code 1 when its preparation fails (a database that cannot be opened), saying why', async () => {
    const { lines, exit, logger } = harness();
    const prepare = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    await serviceMain({
      service: 'leads',
      env: ServiceEnvSchema,
      prepare,
      logger,
      source: { NATS_URL: 'nats://127.0.0.1:4222' },
    });
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines[0]).toMatchObject({ level: 60, msg: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(lines[0].err).toMatchObject({ message: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });
});
