import { Injectable, type PipeTransform } from '@nestjs/common';
import { MAX_JSON_DEPTH, requestTextProblem, rpcRequestSchema, validationEnvelope } from '@leadgen/contracts';
import { RpcException } from '@nestjs/microservices';
import type { z } from 'zod';

/**
 * Validates a microservice payload; a global ValidationPipe does not reach @Payload(). A null
 * character or a lone UTF-16 surrogate in any text, and nesting deeper than MAX_JSON_DEPTH, are
 * refused here too, whoever sent them, before they can reach the database.
 */
@Injectable()
export class ZodPayloadPipe<T extends z.ZodType> implements PipeTransform {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    // The request's body sits one level down in the message.
    const bad = requestTextProblem(value, MAX_JSON_DEPTH + 1);
    if (bad) throw new RpcException(bad);
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
