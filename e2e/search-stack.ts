import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { startTestStack, type Stack } from './stack.js';

/**
 * The test stack plus one fixture restaurant site on 127.0.0.1 that the analysis service may read
 * (SITE_ALLOW_PRIVATE_HOSTS, a test-only setting), so 'Generate Pitch' can succeed offline; the
 * demo leads' own websites are on reserved example domains that never resolve.
 */
export async function startSearchStack(): Promise<Stack & { fixtures: FixtureServer; cleanup(): Promise<void> }> {
  const fixtures = await serveFixtures({ only: ['casa-del-sol'] });
  try {
    const stack = await startTestStack({ SITE_ALLOW_PRIVATE_HOSTS: fixtures.allowPrivateHosts.join(',') });
    return {
      ...stack,
      fixtures,
      async cleanup() {
        await stack.cleanup();
        await fixtures.close();
      },
    };
  } catch (err) {
    await fixtures.close();
    throw err;
  }
}
