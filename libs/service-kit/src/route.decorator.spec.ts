/*
 * A handler marked with its route id answers the route's subject and is given the request validated
 * against the route's schemas: what the gateway refuses, the handler refuses too, in the same words.
 */
import 'reflect-metadata';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import type { RpcException } from '@nestjs/microservices';
import { ROUTES } from '@leadgen/contracts';
import { Route, type RouteRequest } from './route.decorator.js';
import type { ZodPayloadPipe } from './zod-payload.pipe.js';

class SuppressionHandler {
  @Route('suppressionAdd')
  add(req: RouteRequest<'suppressionAdd'>) {
    return req.body.address;
  }
}

/** The pipe Nest runs on the handler's first argument. */
function pipeOf(): ZodPayloadPipe<never> {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, SuppressionHandler, 'add') as Record<
    string,
    { index: number; pipes: unknown[] }
  >;
  const first = Object.values(args).find((a) => a.index === 0)!;
  return first.pipes[0] as ZodPayloadPipe<never>;
}

const request = (body: unknown) => ({ request_id: 'r1', caller: { id: 'u1', email: 'a@b.c' }, ip: '', body });

describe('@Route', () => {
  it("answers the route's subject", () => {
    const pattern = Reflect.getMetadata(PATTERN_METADATA, SuppressionHandler.prototype.add) as unknown;
    expect(pattern).toEqual([ROUTES.suppressionAdd.subject]);
  });

  it("gives the handler the request validated by the route's schema", () => {
    const req = pipeOf().transform(request({ address: 'owner@casa.example.com' })) as RouteRequest<'suppressionAdd'>;
    expect(new SuppressionHandler().add(req)).toBe('owner@casa.example.com');
  });

  it('refuses a request the route refuses, naming the field', () => {
    let refused: unknown;
    try {
      pipeOf().transform(request({ address: 'not an address' }));
    } catch (err) {
      refused = (err as RpcException).getError();
    }
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'body.address': [expect.any(String)] } });
  });

  it('refuses to mark a route the gateway answers itself', () => {
    expect(() => Route('config')).toThrow('config is not a route a service answers');
  });
});
