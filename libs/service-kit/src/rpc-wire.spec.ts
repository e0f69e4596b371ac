import { headers as natsHeaders } from '@nats-io/transport-node';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import {
  byteLength,
  CompressedJson,
  compressJson,
  decodeReply,
  decompressJson,
  EncodedJson,
  eventPayload,
  pickEncoding,
  ReplySerializer,
} from './rpc-wire.js';

const text = (b: Uint8Array) => new TextDecoder().decode(b);
const bytes = (s: string) => new TextEncoder().encode(s);
const serializer = new ReplySerializer();
const wire = (data: string | Uint8Array) => (typeof data === 'string' ? bytes(data) : data);

describe('reply wire format', () => {
  it('writes a reply as a Nest packet that any JSON reader (and so Nest clients) reads', () => {
    const out = serializer.serialize({ response: { a: 1, b: ['x'] }, isDisposed: true, id: 'r1' });
    expect(JSON.parse(text(wire(out.data)))).toEqual({ response: { a: 1, b: ['x'] }, isDisposed: true, id: 'r1' });
  });

  it('hands the relaying caller the response JSON bytes unparsed', () => {
    const response = { leads: [{ name: 'Caf\u00e9 "Uno", Inc.' }], count: 1 };
    const out = serializer.serialize({ response, isDisposed: true, id: 'r2' });
    const reply = decodeReply(wire(out.data), 'r2');
    expect(reply.kind).toBe('response');
    expect(JSON.parse(text((reply as { json: Uint8Array }).json))).toEqual(response);
  });

  it('sends pre-encoded JSON pieces as one body', () => {
    const out = serializer.serialize({
      response: new EncodedJson([bytes('{"a":'), bytes('[1,2]'), bytes('}')]),
      isDisposed: true,
      id: 'r3',
    });
    expect(JSON.parse(text(wire(out.data)))).toEqual({ response: { a: [1, 2] }, isDisposed: true, id: 'r3' });
    expect(text((decodeReply(wire(out.data), 'r3') as { json: Uint8Array }).json)).toBe('{"a":[1,2]}');
  });

  it('writes text pieces as UTF-8 beside byte pieces, non-ASCII included, compressed or not', () => {
    const parts = ['{"name":"Caf\u00e9 \u2013 Uno",', bytes('"hours":"11:00\u202fAM"'), '}'];
    const out = serializer.serialize({ response: new EncodedJson(parts), isDisposed: true, id: 'r6' });
    const reply = decodeReply(wire(out.data), 'r6') as { json: Uint8Array };
    expect(JSON.parse(text(reply.json))).toEqual({ name: 'Caf\u00e9 \u2013 Uno', hours: '11:00\u202fAM' });
    expect(byteLength(parts)).toBe(Buffer.byteLength('{"name":"Caf\u00e9 \u2013 Uno","hours":"11:00\u202fAM"}'));
    const zstd = compressJson(parts, 'zstd');
    expect(JSON.parse(text(decompressJson(zstd, 'zstd')))).toEqual({
      name: 'Caf\u00e9 \u2013 Uno',
      hours: '11:00\u202fAM',
    });
  });

  it('passes errors on as errors, and refuses a reply to another request', () => {
    const err = serializer.serialize({ err: { code: 'NOT_FOUND', message: 'x' }, isDisposed: true, id: 'r4' });
    expect(decodeReply(wire(err.data), 'r4')).toEqual({ kind: 'error', err: { code: 'NOT_FOUND', message: 'x' } });
    const ok = serializer.serialize({ response: { a: 1 }, isDisposed: true, id: 'r5' });
    expect(decodeReply(wire(ok.data), 'other').kind).toBe('malformed');
    expect(decodeReply(bytes('not json'), 'r5').kind).toBe('malformed');
  });

  it('reports an empty reply (a handler that returned nothing)', () => {
    const out = serializer.serialize({ response: undefined, isDisposed: true, id: 'r6' });
    expect(decodeReply(wire(out.data), 'r6')).toEqual({ kind: 'empty' });
  });

  it('sends a compressed reply bare, with its encoding and request id in headers', () => {
    const json = bytes(JSON.stringify({ big: 'x'.repeat(20_000) }));
    const out = serializer.serialize({
      response: new CompressedJson('br', compressJson([json], 'br')),
      isDisposed: true,
      id: 'r7',
    });
    expect(out.headers?.get('Content-Encoding')).toBe('br');
    const reply = decodeReply(wire(out.data), 'r7', out.headers);
    expect(reply.kind).toBe('compressed');
    expect(text(brotliDecompressSync((reply as { body: Uint8Array }).body))).toBe(text(json));
    expect(decodeReply(wire(out.data), 'someone-else', out.headers).kind).toBe('malformed');
  });

  it('compresses pieces with gzip too, far smaller than the JSON', () => {
    const parts = [
      bytes('['),
      bytes(Array.from({ length: 500 }, (_, i) => `{"name":"Place ${i}","fit_score":${i % 100}}`).join(',')),
      bytes(']'),
    ];
    const gz = compressJson(parts, 'gzip');
    const json = parts.map(text).join('');
    expect(text(gunzipSync(gz))).toBe(json);
    expect(gz.length).toBeLessThan(json.length / 4);
  });

  it('compresses with zstd, the first choice', () => {
    const json = bytes(JSON.stringify({ big: 'y'.repeat(20_000) }));
    expect(text(zstdDecompressSync(compressJson([json], 'zstd')))).toBe(text(json));
  });

  it('ignores a header that is not a known encoding', () => {
    const h = natsHeaders();
    h.set('Content-Encoding', 'compress');
    h.set('Rpc-Id', 'r8');
    expect(decodeReply(bytes('abc'), 'r8', h).kind).toBe('malformed');
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'zstd'],
    ['gzip, deflate, br', 'br'],
    ['zstd;q=0, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['GZIP', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'zstd'],
    ['identity, *;q=0', null],
  ])('%s -> %s', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected);
  });
});

describe('eventPayload', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('reads the data of a Nest event packet, or a bare payload as it is', () => {
    expect(eventPayload(bytes('{"pattern":"events.session-ended","data":{"sid":"s1"}}'))).toEqual({ sid: 's1' });
    expect(eventPayload(bytes('{"sid":"s1"}'))).toEqual({ sid: 's1' });
  });

  it('is undefined for bytes that are not JSON', () => {
    expect(eventPayload(bytes('not json'))).toBeUndefined();
    expect(eventPayload(new Uint8Array())).toBeUndefined();
  });
});
