import type { Socket } from 'node:net';
import { buildConnector } from 'undici';
import { isIpLiteral, unbracket } from './address-policy.js';
import type { AddressGuard, ResolvedAddress } from './address.guard.js';
import { SiteReaderError } from './errors.js';
import { trustedContext } from './tls.context.js';

export interface ConnectorOptions {
  timeoutMs: number;
  tlsCa?: string | string[];
}

/**
 * An undici connector that resolves the host itself, validates every address and then
 * connects to the validated IP (TLS keeps the hostname for SNI and certificate checks).
 * The address connected is the address checked: DNS rebinding between check and connect
 * has nothing to slip through.
 */
export function safeConnector(
  guard: AddressGuard,
  options: ConnectorOptions,
  currentUrl: () => string,
): buildConnector.connector {
  const base = buildConnector({
    timeout: Math.min(options.timeoutMs, 10_000),
    ...(options.tlsCa ? { secureContext: trustedContext(options.tlsCa, false) } : {}),
  });
  return (opts, callback) => {
    const hostname = unbracket(opts.hostname);
    guard.resolve(hostname, currentUrl()).then(
      (addresses) => connectToFirst(addresses, 0),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );

    /** Tries each validated address in turn until one connects. */
    function connectToFirst(addresses: ResolvedAddress[], i: number): void {
      const literal = isIpLiteral(hostname);
      base(
        {
          ...opts,
          hostname: addresses[i].address,
          servername: opts.protocol === 'https:' && !literal ? hostname : undefined,
        },
        (err, socket) => {
          if (err || !socket) {
            if (i + 1 < addresses.length) return connectToFirst(addresses, i + 1);
            return callback(err ?? new Error('connect failed'), null);
          }
          // Belt and braces: the peer must be the address we validated.
          if (!guard.peerAllowed(hostname, (socket as Socket).remoteAddress)) {
            socket.destroy();
            return callback(new SiteReaderError('BLOCKED_ADDRESS', { url: currentUrl() }), null);
          }
          callback(null, socket);
        },
      );
    }
  };
}
