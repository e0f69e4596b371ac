import type { RemoteName } from '@leadgen/contracts';
import { countedComponents, statusLabel, summarizeStats } from './system-status.logic.js';

const all = { nats: true, database: true, accounts: true, leads: true, analysis: true, diagnostics: true };
/** remotes.json with the Outreach area deployed (its tab shows). */
const withOutreach: ReadonlySet<RemoteName> = new Set(['search_mfe', 'analysis_mfe', 'diagnostic_mfe', 'outreach_mfe']);
const withoutOutreach: ReadonlySet<RemoteName> = new Set(['search_mfe', 'analysis_mfe', 'diagnostic_mfe']);

describe('summarizeStats', () => {
  it('counts every working component out of 6 where the Outreach area is not deployed', () => {
    expect(
      summarizeStats({ system: { status: 'operational', components: { ...all, outreach: false } } }, withoutOutreach),
    ).toEqual({ status: 'operational', working: 6, total: 6, down: [] });
  });

  it('counts outreach as a seventh module where its tab shows', () => {
    const components = { ...all, outreach: true };
    expect(summarizeStats({ system: { status: 'operational', components } }, withOutreach)).toEqual({
      status: 'operational',
      working: 7,
      total: 7,
      down: [],
    });
  });

  it('counts a service that is down as down, names it, and turns the status degraded', () => {
    // The gateway's status is the six's alone: an outreach crash leaves it operational.
    const outreachDown = { system: { status: 'operational', components: { ...all, outreach: false } } };
    expect(summarizeStats(outreachDown, withOutreach)).toEqual({
      status: 'degraded',
      working: 6,
      total: 7,
      down: ['Outreach'],
    });
    const leadsDown = { system: { status: 'degraded', components: { ...all, leads: false, outreach: true } } };
    expect(summarizeStats(leadsDown, withOutreach)).toEqual({
      status: 'degraded',
      working: 6,
      total: 7,
      down: ['Leads'],
    });
  });

  it('counts only components that are exactly true', () => {
    const components = { ...all, accounts: false, analysis: 'yes', diagnostics: undefined, outreach: false };
    expect(summarizeStats({ system: { status: 'degraded', components } }, withOutreach)).toEqual({
      status: 'degraded',
      working: 3,
      total: 7,
      down: ['Accounts', 'Analysis', 'Diagnostics', 'Outreach'],
    });
  });

  it('leaves out an area the gateway does not report (one from before the area)', () => {
    expect(summarizeStats({ system: { status: 'operational', components: all } }, withOutreach)).toEqual({
      status: 'operational',
      working: 6,
      total: 6,
      down: [],
    });
  });

  it('ignores components it does not know', () => {
    const stats = { system: { status: 'operational', components: { ...all, extra: true } } };
    expect(summarizeStats(stats, withOutreach).working).toBe(6);
    expect(summarizeStats(stats).working).toBe(6);
  });

  it.each([null, undefined, {}, { system: {} }, { system: { status: 'OPERATIONAL' } }, 'operational'])(
    'treats %p as degraded with nothing working',
    (value) => {
      const summary = summarizeStats(value, withOutreach);
      expect(summary.status).toBe('degraded');
      expect(summary.working).toBe(0);
      expect(summary.down).toHaveLength(summary.total);
    },
  );
});

describe('countedComponents', () => {
  it('counts the six always and outreach while remotes.json lists its remote', () => {
    expect(countedComponents(new Set())).toHaveLength(6);
    expect(countedComponents(withoutOutreach)).not.toContain('outreach');
    expect(countedComponents(withOutreach)).toEqual([
      'nats',
      'database',
      'accounts',
      'leads',
      'analysis',
      'diagnostics',
      'outreach',
    ]);
  });
});

describe('statusLabel', () => {
  it('says the status and the count, naming the parts that are down', () => {
    expect(statusLabel(null)).toBe('Checking system status');
    expect(statusLabel({ status: 'operational', working: 7, total: 7, down: [] })).toBe(
      'System operational: 7 of 7 modules working',
    );
    expect(statusLabel({ status: 'degraded', working: 5, total: 7, down: ['Leads', 'Outreach'] })).toBe(
      'System degraded: 5 of 7 modules working. Down: Leads, Outreach',
    );
  });
});
