import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { startTestStack, type Stack } from './stack.js';

/**
 * The test stack plus two fixture restaurant sites on 127.0.0.1 that the analysis service may reach
 * (SITE_ALLOW_PRIVATE_HOSTS, a test-only setting): one 'Generate Pitch' reads, and one that refuses
 * readers (403), so a pitch written from the listing can be seen offline.
 */
export async function startSearchStack(): Promise<Stack & { fixtures: FixtureServer; cleanup(): Promise<void> }> {
  const fixtures = await serveFixtures({ only: ['casa-del-sol', 'gatekeeper-steakhouse'] });
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
