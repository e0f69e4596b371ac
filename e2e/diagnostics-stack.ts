import { startTestStack } from './stack.js';

/**
 * The test stack with SITE_ALLOW_PRIVATE_HOSTS, so the diagnostics and analysis services may read
 * the loopback fixture sites (a test-only setting, refused in production).
 */
export function startDiagnosticsStack(allowPrivateHosts: string[]) {
  return startTestStack({ SITE_ALLOW_PRIVATE_HOSTS: allowPrivateHosts.join(',') });
}
