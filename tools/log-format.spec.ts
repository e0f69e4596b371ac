// @ts-expect-error plain ESM module without types
import { chooseLogFormat, createLogPrinter } from './log-format.mjs';

const serviceLine = JSON.stringify({
  level: 30,
  time: '2026-11-25T20:30:00.123Z',
  service: 'accounts',
  name: 'accounts',
  port: 3,
  msg: '[migrator] Processing 0001',
});

describe('the format npm start prints its log in', () => {
  it('is readable on a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat('', false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(() => chooseLogFormat('text', true)).toThrow(
      'LOG_FORMAT must be one of json, pretty (or empty), not "text"',
    );
  });

  it('shows a service line as one readable line on a terminal, with no JSON and no colour when colour is off', async () => {
    const printer = await createLogPrinter('pretty');
    const text: string = printer.child('accounts', 'stdout', serviceLine);
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \(accounts\): \[migrator\] Processing 0001 \{"port":3\}\n$/);
    expect(printer.child('leads', 'stderr', 'a plain warning')).toBe('a plain warning\n');
    expect(printer.own('warn', 'leads exited (code 1); restarting in 0.2 s')).toMatch(
      /WARN \(leadgen\): leads exited \(code 1\); restarting in 0\.2 s\n$/,
    );
    expect(text).not.toContain('\u001b');
  });

  it('quotes a service line in a message of its own without colour codes, even in colour', async () => {
    const printer = await createLogPrinter('pretty', { colorize: true });
    expect(printer.child('accounts', 'stdout', serviceLine)).toContain('\u001b');
    expect(printer.quote(serviceLine)).toMatch(/INFO \(accounts\): \[migrator\] Processing 0001 \{"port":3\}$/);
    expect(printer.quote(serviceLine)).not.toContain('\u001b');
  });

  it('prints JSON lines as JSON, and makes JSON of anything else', async () => {
    const printer = await createLogPrinter('json');
    expect(printer.child('accounts', 'stdout', serviceLine)).toBe(`${serviceLine}\n`);
    expect(JSON.parse(printer.child('leads', 'stderr', 'a plain warning'))).toMatchObject({
      level: 50,
      service: 'leads',
      stream: 'stderr',
      msg: 'a plain warning',
    });
    expect(JSON.parse(printer.own('info', 'building...'))).toMatchObject({
      level: 30,
      service: 'leadgen',
      msg: 'building...',
    });
  });
});
