import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { map, type Observable } from 'rxjs';
import {
  ACCEPT_ENCODING_HEADER,
  byteLength,
  COMPRESS_MIN_BYTES,
  CompressedJson,
  compressJson,
  EncodedJson,
  jsonParts,
  pickEncoding,
} from './rpc-wire.js';

/**
 * Compresses a large reply when the caller said in a NATS header which encodings it relays
 * (the gateway passes on the browser's Accept-Encoding): the bytes then cross NATS, the gateway
 * and the network compressed once, here.
 */
@Injectable()
export class ReplyCompressionInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const ctx = context.switchToRpc().getContext<NatsContext | undefined>();
    const encoding = pickEncoding(ctx?.getHeaders?.()?.get(ACCEPT_ENCODING_HEADER));
    if (!encoding) return next.handle();
    return next.handle().pipe(
      map((value: unknown) => {
        if (value === undefined || value instanceof CompressedJson) return value;
        const parts = jsonParts(value);
        if (byteLength(parts) < COMPRESS_MIN_BYTES)
          return value instanceof EncodedJson ? value : new EncodedJson(parts);
        return new CompressedJson(encoding, compressJson(parts, encoding));
      }),
    );
  }
}
