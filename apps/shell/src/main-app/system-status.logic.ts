import { AREA_COMPONENTS, COMPONENTS, type AreaComponent, type Component, type RemoteName } from '@leadgen/contracts';
import type { SystemStatus } from '@leadgen/ui';

export interface StatusSummary {
  status: SystemStatus;
  working: number;
  total: number;
  /** The counted parts that do not answer, by name, in the order the header counts them. */
  down: string[];
}

/** How the header names each part it counts. */
export const COMPONENT_NAMES: Record<Component | AreaComponent, string> = {
  nats: 'NATS',
  database: 'Database',
  accounts: 'Accounts',
  leads: 'Leads',
  analysis: 'Analysis',
  diagnostics: 'Diagnostics',
  outreach: 'Outreach',
};

const AREAS = Object.entries(AREA_COMPONENTS) as [AreaComponent, RemoteName][];

/**
 * The parts the header counts: the six every install runs, and an area deployed on its own
 * (outreach) while remotes.json lists its remote, so its tab shows.
 */
export function countedComponents(listed: ReadonlySet<RemoteName>): (Component | AreaComponent)[] {
  return [...COMPONENTS, ...AREAS.filter(([, remote]) => listed.has(remote)).map(([area]) => area)];
}

/**
 * Reads a /api/stats answer defensively: a counted part is working only when it is exactly true,
 * and anything down or not plainly operational counts as degraded. An area is counted when its tab
 * shows and the gateway reports it (one from before the area leaves it out).
 */
export function summarizeStats(stats: unknown, listed: ReadonlySet<RemoteName> = new Set()): StatusSummary {
  const system = (stats as { system?: { status?: unknown; components?: Record<string, unknown> } } | null)?.system;
  const components = system?.components ?? {};
  const counted = countedComponents(listed).filter(
    (c) => (COMPONENTS as readonly string[]).includes(c) || typeof components[c] === 'boolean',
  );
  const down = counted.filter((c) => components[c] !== true);
  return {
    status: system?.status === 'operational' && down.length === 0 ? 'operational' : 'degraded',
    working: counted.length - down.length,
    total: counted.length,
    down: down.map((c) => COMPONENT_NAMES[c]),
  };
}

/** The chip's tooltip and the status dot's label: the status, the count and which parts are down. */
export function statusLabel(summary: StatusSummary | null): string {
  if (!summary) return 'Checking system status';
  const state = summary.status === 'operational' ? 'System operational' : 'System degraded';
  const down = summary.down.length ? `. Down: ${summary.down.join(', ')}` : '';
  return `${state}: ${summary.working} of ${summary.total} modules working${down}`;
}
