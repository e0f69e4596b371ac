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
  WIRE_COMPRESS_MIN_BYTES,
  WIRE_ONLY_HEADER,
} from './rpc-wire.js';

/**
 * Compresses a large reply when the caller said in a NATS header which encodings it relays
 * (the gateway passes on the browser's Accept-Encoding): the bytes then cross NATS, the gateway
 * and the network compressed once, here. For a caller whose client takes none (Wire-Only), only a
 * reply too large for the bus is compressed, and the caller decompresses it.
 */
@Injectable()
export class ReplyCompressionInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const ctx = context.switchToRpc().getContext<NatsContext | undefined>();
    const headers = ctx?.getHeaders?.();
    const encoding = pickEncoding(headers?.get(ACCEPT_ENCODING_HEADER));
    if (!encoding) return next.handle();
    // The caller's client takes no compression: only a reply the bus could not carry is compressed.
    const minBytes = headers?.get(WIRE_ONLY_HEADER) ? WIRE_COMPRESS_MIN_BYTES : COMPRESS_MIN_BYTES;
    return next.handle().pipe(
      map((value: unknown) => {
        if (value === undefined || value instanceof CompressedJson) return value;
        const parts = jsonParts(value);
        if (byteLength(parts) < minBytes) return value instanceof EncodedJson ? value : new EncodedJson(parts);
        return new CompressedJson(encoding, compressJson(parts, encoding));
      }),
    );
  }
}
