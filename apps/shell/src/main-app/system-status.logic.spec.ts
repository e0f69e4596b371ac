import { summarizeStats } from './system-status.logic.js';

const all = { nats: true, database: true, accounts: true, leads: true, analysis: true, diagnostics: true };

describe('summarizeStats', () => {
  it('counts every working component out of 6', () => {
    expect(summarizeStats({ system: { status: 'operational', components: all } })).toEqual({
      status: 'operational',
      working: 6,
      total: 6,
    });
  });

  it('counts only components that are exactly true', () => {
    const components = { ...all, accounts: false, analysis: 'yes', diagnostics: undefined };
    expect(summarizeStats({ system: { status: 'degraded', components } })).toEqual({
      status: 'degraded',
      working: 3,
      total: 6,
    });
  });

  it('ignores components it does not know', () => {
    expect(summarizeStats({ system: { status: 'operational', components: { ...all, extra: true } } }).working).toBe(6);
  });

  it.each([null, undefined, {}, { system: {} }, { system: { status: 'OPERATIONAL' } }, 'operational'])(
    'treats %p as degraded with nothing working',
    (value) => {
      const summary = summarizeStats(value);
      expect(summary.status).toBe('degraded');
      expect(summary.working).toBe(0);
    },
  );
});
