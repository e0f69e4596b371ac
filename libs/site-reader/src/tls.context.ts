import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';

/** One context per set of trusted authorities, for the life of the process. */
const contexts = new Map<string, SecureContext>();

/**
 * The TLS context that trusts `ca` (with the default roots too when `withRoots`), made once and
 * shared by every connection. Handing undici the authorities themselves made a context for each
 * connection (parsing some 150 root certificates, about 35 ms of a pitch's 108 ms) and deep-copied
 * their 200 KB into each page's dispatcher.
 */
export function trustedContext(ca: string | readonly string[], withRoots: boolean): SecureContext {
  const own = typeof ca === 'string' ? [ca] : [...ca];
  const key = `${withRoots ? 'roots+' : ''}${own.join('\n')}`;
  let context = contexts.get(key);
  if (!context) {
    context = createSecureContext({ ca: withRoots ? [...rootCertificates, ...own] : own });
    contexts.set(key, context);
  }
  return context;
}
