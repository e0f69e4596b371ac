import { headers as natsHeaders } from '@nats-io/transport-node';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { firstValueFrom, of } from 'rxjs';
import { brotliDecompressSync } from 'node:zlib';
import { ReplyCompressionInterceptor } from './reply-compression.interceptor.js';
import { CompressedJson, EncodedJson } from './rpc-wire.js';

function rpcContext(accept?: string): ExecutionContext {
  const h = natsHeaders();
  if (accept) h.set('Accept-Encoding', accept);
  return {
    getType: () => 'rpc',
    switchToRpc: () => ({ getContext: () => ({ getHeaders: () => (accept ? h : undefined) }) }),
  } as unknown as ExecutionContext;
}
const handler = (value: unknown): CallHandler => ({ handle: () => of(value) });
const interceptor = new ReplyCompressionInterceptor();
const large = {
  leads: Array.from({ length: 200 }, (_, i) => ({ name: `Place ${i}`, website: `https://p${i}.example.com` })),
};

describe('ReplyCompressionInterceptor', () => {
  it('compresses a large reply for a caller that accepts br', async () => {
    const out = await firstValueFrom(interceptor.intercept(rpcContext('gzip, br'), handler(large)));
    expect(out).toBeInstanceOf(CompressedJson);
    expect((out as CompressedJson).encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync((out as CompressedJson).bytes).toString('utf8'))).toEqual(large);
  });

  it('leaves replies alone for callers that did not ask (Nest clients)', async () => {
    expect(await firstValueFrom(interceptor.intercept(rpcContext(), handler(large)))).toBe(large);
  });

  it('does not compress small replies', async () => {
    const out = await firstValueFrom(interceptor.intercept(rpcContext('br'), handler({ ok: true })));
    expect(out).toBeInstanceOf(EncodedJson);
    expect((out as EncodedJson).parts).toEqual(['{"ok":true}']);
  });
});
