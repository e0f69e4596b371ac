import infraTeardown, { dropDatabase } from './infra-teardown.js';

export default async function teardown() {
  await globalThis.__e2eStack?.cleanup();
  globalThis.__e2eNats?.kill();
  await dropDatabase(globalThis.__e2eDb);
  await infraTeardown();
}
