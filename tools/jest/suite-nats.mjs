// Each integration suite talks over its own NATS server: a service that a failed suite leaves
// running in a queue group can then never answer the next suite's requests.
import { afterAll, beforeAll } from '@jest/globals';
import { findOrInstallNatsServer, freePort, startNatsServer } from '../infra.mjs';

let child;

beforeAll(async () => {
  const port = await freePort();
  child = await startNatsServer(findOrInstallNatsServer(), port);
  process.env.NATS_URL = `nats://127.0.0.1:${port}`;
});

// Runs after the suite's own afterAll hooks (theirs sit inside describe blocks).
afterAll(() => {
  child?.kill();
});
