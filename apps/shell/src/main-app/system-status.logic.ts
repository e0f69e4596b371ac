import { COMPONENTS } from '@leadgen/contracts';
import type { SystemStatus } from '@leadgen/ui';

export interface StatusSummary {
  status: SystemStatus;
  working: number;
  total: number;
}

/** Reads a /api/stats answer defensively: anything not plainly operational counts as degraded. */
export function summarizeStats(stats: unknown): StatusSummary {
  const system = (stats as { system?: { status?: unknown; components?: Record<string, unknown> } } | null)?.system;
  const components = system?.components ?? {};
  return {
    status: system?.status === 'operational' ? 'operational' : 'degraded',
    working: COMPONENTS.filter((c) => components[c] === true).length,
    total: COMPONENTS.length,
  };
}
