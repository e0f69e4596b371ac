import { MessagePattern, Payload } from '@nestjs/microservices';
import { ROUTES, type RouteId, type Routes, type RpcRequest } from '@leadgen/contracts';
import type { z } from 'zod';
import { rpcPayload } from './zod-payload.pipe.js';

/** A schema's output; a route without the schema (an optional field of its definition) has nothing there. */
type Out<S> = [NonNullable<S>] extends [z.ZodType]
  ? unknown extends z.output<NonNullable<S>>
    ? Record<string, never>
    : z.output<NonNullable<S>>
  : Record<string, never>;

/** What the handler of route `K` is given: the request as the gateway sends it, its body, params and query validated. */
export type RouteRequest<K extends RouteId> = RpcRequest<
  Out<Routes[K]['request']>,
  Out<Routes[K]['params']>,
  Out<Routes[K]['query']>
>;

/**
 * Marks the handler of one route of the table (libs/contracts/src/routes): it answers the route's
 * subject, and its first argument is the request validated against the route's body, params and
 * query schemas, as the gateway validated it. The route id is the one name of the capability, from
 * the client's call to this handler, so neither the subject nor a schema is written again here.
 */
export function Route(id: RouteId): MethodDecorator {
  const route = ROUTES[id];
  if (!route?.subject)
    throw new Error(`${String(id)} is not a route a service answers (the gateway answers it itself)`);
  const subject = route.subject;
  const pipe = rpcPayload(route.request, route.params, route.query);
  return (target, key, descriptor) => {
    Payload(pipe)(target, key, 0);
    MessagePattern(subject)(target, key, descriptor);
  };
}
