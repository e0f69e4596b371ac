import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';

/** The settings that point leads' Google provider at a simulator, as `npm start` gives them. */
export type PlacesSettings = Record<
  'LEADS_PROVIDER' | 'GOOGLE_PLACES_BASE_URL' | 'GOOGLE_PLACES_API_KEY' | 'GOOGLE_PLACES_TIMEOUT_MS',
  string
>;

export interface SimulatedPlaces {
  simulator: Simulator;
  settings: PlacesSettings;
  close(): Promise<void>;
}

/**
 * The simulated outside world in-process (no mailbox), for suites that search restaurants: leads
 * reaches its Places API through the production Google provider, by its settings alone.
 */
export async function startSimulatedPlaces(): Promise<SimulatedPlaces> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-simulator-'));
  const simulator = await startSimulator({ port: 0, mailbox: false, dataDir });
  const { LEADS_PROVIDER, GOOGLE_PLACES_BASE_URL, GOOGLE_PLACES_API_KEY } = simulator.settings;
  return {
    simulator,
    settings: {
      LEADS_PROVIDER: LEADS_PROVIDER!,
      GOOGLE_PLACES_BASE_URL: GOOGLE_PLACES_BASE_URL!,
      GOOGLE_PLACES_API_KEY: GOOGLE_PLACES_API_KEY!,
      // The simulator answers from this test's own process: on a loaded machine (CI's lanes at
      // once) its answer can take past the 10 s a real Google gets, which is not what is tested.
      GOOGLE_PLACES_TIMEOUT_MS: '30000',
    },
    async close() {
      await simulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
