import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { routesOf, type ServiceName } from '@leadgen/contracts';
import { rpcError } from './rpc-error.js';

/**
 * Answers the routes of a service whose capability this build does not offer yet with a
 * 501 envelope naming it, so callers get a clear answer instead of a time-out.
 */
export function createPendingController(service: ServiceName, implemented: readonly string[]): Type<unknown> {
  const pending = routesOf(service).filter((r) => r.subject && !implemented.includes(r.subject));
  class PendingController {}
  for (const route of pending) {
    const key = `pending:${route.subject}`;
    const handler = () => {
      throw rpcError('NOT_IMPLEMENTED', `${route.capability} is not yet available.`);
    };
    Object.defineProperty(PendingController.prototype, key, { value: handler, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(PendingController.prototype, key)!;
    MessagePattern(route.subject!)(PendingController.prototype, key, descriptor);
  }
  Controller()(PendingController);
  return PendingController;
}

export function pendingCapabilities(service: ServiceName, implemented: readonly string[]): string[] {
  return routesOf(service)
    .filter((r) => r.subject && !implemented.includes(r.subject))
    .map((r) => `${r.method} ${r.path}`);
}
