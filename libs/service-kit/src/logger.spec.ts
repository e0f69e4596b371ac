import { Writable } from 'node:stream';
import { createLogger } from './logger.js';

/** The JSON lines a logger wrote, parsed. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('the service logger', () => {
  it('writes one JSON line per event, naming the service', () => {
    const { stream, lines } = capture();
    createLogger('leads', 'info', stream).info({ port: 1 }, 'listening');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 30, service: 'leads', port: 1, msg: 'listening' });
  });

  it('never puts colour codes inside a message, as an ORM that colours its output would', () => {
    const { stream, lines } = capture();
    const logger = createLogger('accounts', 'info', stream);
    logger.info('\u001b[90m[migrator] \u001b[39mProcessing 0001');
    logger.warn({ context: 'x' }, '\u001b[33mslow\u001b[39m');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['[migrator] Processing 0001', 'slow']);
    expect(lines.join('\n')).not.toContain('\\u001b');
  });
});
