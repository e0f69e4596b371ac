import { startTestStack } from './stack.js';

/**
 * The test stack with SITE_ALLOW_PRIVATE_HOSTS=127.0.0.1, so the analysis service may read the
 * loopback fixture sites (a test-only setting the service refuses in production).
 */
export function startAnalysisStack() {
  return startTestStack({ SITE_ALLOW_PRIVATE_HOSTS: '127.0.0.1' });
}
