import { Injectable, type PipeTransform } from '@nestjs/common';
import { nullCharacterProblem, rpcRequestSchema, validationEnvelope } from '@leadgen/contracts';
import { RpcException } from '@nestjs/microservices';
import type { z } from 'zod';

/**
 * Validates a microservice payload; a global ValidationPipe does not reach @Payload(). A null
 * character in any text is refused here too, whoever sent it, before it can reach the database.
 */
@Injectable()
export class ZodPayloadPipe<T extends z.ZodType> implements PipeTransform {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const nul = nullCharacterProblem(value);
    if (nul) throw new RpcException(nul);
    const result = this.schema.safeParse(value);
    if (!result.success) throw new RpcException(validationEnvelope(result.error));
    return result.data;
  }
}

/**
 * Pipe for the standard RPC envelope { request_id, caller, ip, body, params, query } with a body
 * schema and, for templated paths, a params schema, and for routes that read one, a query schema.
 */
export function rpcPayload<T extends z.ZodType, P extends z.ZodType = z.ZodObject, Q extends z.ZodType = z.ZodObject>(
  body: T,
  params?: P,
  query?: Q,
) {
  return new ZodPayloadPipe(rpcRequestSchema(body, params, query));
}
