import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
  zstdCompressSync,
  zstdDecompressSync,
} from 'node:zlib';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import type { Serializer } from '@nestjs/microservices';
import Negotiator from 'negotiator';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The request/reply packets on NATS are Nest's: `{pattern, data, id}` out, `{response | err,
 * isDisposed, id}` back. Services write replies with `response` first, so a caller that only relays
 * the answer (the gateway) can take the response's JSON bytes without parsing or re-serialising them.
 *
 * A caller that relays to HTTP may also send `Accept-Encoding` as a NATS header; a large
 * reply then comes back compressed, as the bare compressed JSON with `Content-Encoding` and `Rpc-Id`
 * headers, and is relayed as it is. Callers that send no such header (Nest's own clients) always
 * get Nest's packet.
 */
export const ACCEPT_ENCODING_HEADER = 'Accept-Encoding';
/**
 * Sent beside Accept-Encoding by a caller whose own client takes no compression: the service then
 * compresses only a reply too large for the message bus as it is (WIRE_COMPRESS_MIN_BYTES), and the
 * caller decompresses it before answering. A reply of any size reaches every client.
 */
export const WIRE_ONLY_HEADER = 'Wire-Only';
/** Past this a reply is compressed for the message bus alone (NATS's max_payload is 1 MB). */
export const WIRE_COMPRESS_MIN_BYTES = 512 * 1024;
const CONTENT_ENCODING_HEADER = 'Content-Encoding';
const RPC_ID_HEADER = 'Rpc-Id';
/** Replies smaller than this are sent as they are: compressing them saves little. */
export const COMPRESS_MIN_BYTES = 8 * 1024;
export type ReplyEncoding = 'zstd' | 'br' | 'gzip';
/** In order of preference: zstd is the fastest to write at a ratio close to brotli's. */
const ENCODINGS: readonly ReplyEncoding[] = ['zstd', 'br', 'gzip'];

/**
 * A piece of a reply's JSON: UTF-8 bytes, or text written out as UTF-8 only when the reply is sent
 * (into the one buffer it is sent or compressed from: encoding each piece on its own cost a search
 * more CPU than writing its leads' JSON).
 */
export type JsonPart = Uint8Array | string;

/** A reply body already written as JSON, in one or more pieces sent one after another. */
export class EncodedJson {
  readonly parts: readonly JsonPart[];
  constructor(json: JsonPart | readonly JsonPart[]) {
    this.parts = typeof json === 'string' || json instanceof Uint8Array ? [json] : json;
  }
}

/** A reply body compressed for a caller that asked for it (see ReplyCompressionInterceptor). */
export class CompressedJson {
  constructor(
    readonly encoding: ReplyEncoding,
    readonly bytes: Uint8Array,
  ) {}
}

/** The encoding an Accept-Encoding value prefers among zstd, br, gzip (ours in that order on a tie), or null. */
export function pickEncoding(accept: string | null | undefined): ReplyEncoding | null {
  if (!accept) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': accept } });
  // negotiator 1.x takes the server's order for ties; its published types predate the option.
  const encodings = negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[];
  const [best] = encodings.call(negotiator, [...ENCODINGS], { preferred: [...ENCODINGS] });
  return ENCODINGS.find((e) => e === best) ?? null;
}

/** Bytes in all of the pieces, as UTF-8. */
export function byteLength(parts: readonly JsonPart[]): number {
  let n = 0;
  for (const p of parts) n += typeof p === 'string' ? Buffer.byteLength(p) : p.length;
  return n;
}

/** The pieces one after another, as UTF-8, at the start of `into` (large enough for them). */
function gather(parts: readonly JsonPart[], into: Uint8Array): Uint8Array {
  let at = 0;
  for (const p of parts) {
    if (typeof p === 'string') {
      at += encoder.encodeInto(p, at ? into.subarray(at) : into).written;
    } else {
      into.set(p, at);
      at += p.length;
    }
  }
  return into.subarray(0, at);
}

/** The pieces as one UTF-8 body. */
export function jsonBytes(parts: readonly JsonPart[]): Uint8Array {
  const [only] = parts;
  return parts.length === 1 && only instanceof Uint8Array ? only : gather(parts, Buffer.allocUnsafe(byteLength(parts)));
}

/** A reply value as JSON, in pieces. */
export function jsonParts(value: unknown): readonly JsonPart[] {
  return value instanceof EncodedJson ? value.parts : [JSON.stringify(value)];
}

let scratch = new Uint8Array(256 * 1024);

/**
 * Compresses JSON given in pieces, with the fastest setting of each (about 10:1 on lead lists).
 * The pieces are gathered in one reused buffer: a large reply allocates only its compressed size.
 */
export function compressJson(parts: readonly JsonPart[], encoding: ReplyEncoding): Uint8Array {
  const size = byteLength(parts);
  if (scratch.length < size) scratch = new Uint8Array(Math.max(size, scratch.length * 2));
  const json = gather(parts, scratch);
  switch (encoding) {
    case 'zstd':
      return zstdCompressSync(json, { params: { [zlibConstants.ZSTD_c_compressionLevel]: 1 }, pledgedSrcSize: size });
    case 'br':
      return brotliCompressSync(json, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size },
      });
    default:
      return gzipSync(json, { level: 1 });
  }
}

export function decompressJson(body: Uint8Array, encoding: ReplyEncoding): Uint8Array {
  return encoding === 'zstd'
    ? zstdDecompressSync(body)
    : encoding === 'br'
      ? brotliDecompressSync(body)
      : gunzipSync(body);
}

interface OutgoingReply {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

const RESPONSE_HEAD = encoder.encode('{"response":');

function tailOf(id: string, isDisposed: boolean): string {
  return `,"isDisposed":${isDisposed},"id":${JSON.stringify(id)}}`;
}

/** Server-side serializer for replies: `response` first, then `isDisposed` and `id`. */
export class ReplySerializer implements Serializer<OutgoingReply, { data: string | Uint8Array; headers?: MsgHdrs }> {
  serialize(packet: OutgoingReply): { data: string | Uint8Array; headers?: MsgHdrs } {
    const isDisposed = packet.isDisposed === true;
    const id = packet.id ?? '';
    if (packet.err === undefined && packet.response instanceof CompressedJson) {
      const h = natsHeaders();
      h.set(RPC_ID_HEADER, id);
      h.set(CONTENT_ENCODING_HEADER, packet.response.encoding);
      return { data: packet.response.bytes, headers: h };
    }
    if (packet.err !== undefined || !('response' in packet) || packet.response === undefined) {
      return { data: JSON.stringify({ err: packet.err, isDisposed, id }) };
    }
    if (packet.response instanceof EncodedJson) {
      return { data: jsonBytes([RESPONSE_HEAD, ...packet.response.parts, tailOf(id, isDisposed)]) };
    }
    return { data: `{"response":${JSON.stringify(packet.response)}${tailOf(id, isDisposed)}` };
  }
}

/** A request packet as Nest's NATS server reads it. */
export function encodeRequest(pattern: string, data: unknown, id: string): string {
  return JSON.stringify({ pattern, data, id });
}

export type DecodedReply =
  | { kind: 'response'; json: Uint8Array }
  | { kind: 'compressed'; encoding: ReplyEncoding; body: Uint8Array }
  | { kind: 'error'; err: unknown }
  | { kind: 'empty' }
  | { kind: 'malformed' };

function endsWith(bytes: Uint8Array, suffix: Uint8Array): boolean {
  if (bytes.length < suffix.length) return false;
  const start = bytes.length - suffix.length;
  for (let i = 0; i < suffix.length; i++) if (bytes[start + i] !== suffix[i]) return false;
  return true;
}

/**
 * Reads a reply to request `id`. A successful one comes back as the response's JSON bytes (a view
 * into `bytes`) or, when compressed, as the compressed bytes; anything else is parsed.
 */
export function decodeReply(bytes: Uint8Array, id: string, headers?: MsgHdrs): DecodedReply {
  const encoding = headers?.get(CONTENT_ENCODING_HEADER);
  if (encoding) return compressedReply(bytes, id, encoding, headers!);
  return responseView(bytes, id) ?? parsedReply(bytes, id);
}

/** A compressed reply, sent bare with its encoding and request id in headers. */
function compressedReply(bytes: Uint8Array, id: string, encoding: string, headers: MsgHdrs): DecodedReply {
  const known = ENCODINGS.find((e) => e === encoding);
  if (headers.get(RPC_ID_HEADER) !== id || !known) return { kind: 'malformed' };
  return { kind: 'compressed', encoding: known, body: bytes };
}

/** A reply written by ReplySerializer (`response` first): the response's bytes, without parsing. */
function responseView(bytes: Uint8Array, id: string): DecodedReply | null {
  const tail = encoder.encode(tailOf(id, true));
  let startsWithResponse = bytes.length > RESPONSE_HEAD.length + tail.length;
  for (let i = 0; startsWithResponse && i < RESPONSE_HEAD.length; i++)
    startsWithResponse = bytes[i] === RESPONSE_HEAD[i];
  if (!startsWithResponse || !endsWith(bytes, tail)) return null;
  return { kind: 'response', json: bytes.subarray(RESPONSE_HEAD.length, bytes.length - tail.length) };
}

/** Any other Nest packet: an error, an empty reply, or a response in another field order. */
function parsedReply(bytes: Uint8Array, id: string): DecodedReply {
  let packet: unknown;
  try {
    packet = JSON.parse(decoder.decode(bytes));
  } catch {
    return { kind: 'malformed' };
  }
  if (!packet || typeof packet !== 'object' || (packet as OutgoingReply).id !== id) return { kind: 'malformed' };
  const p = packet as OutgoingReply;
  if (p.err !== undefined && p.err !== null) return { kind: 'error', err: p.err };
  if (p.response === undefined) return { kind: 'empty' };
  return { kind: 'response', json: encoder.encode(JSON.stringify(p.response)) };
}

/**
 * The payload of an event as Nest's NATS client publishes it (`{ pattern, data }`), for a plain
 * NATS subscriber; a bare payload is taken as it is. Undefined when the bytes are not JSON.
 */
export function eventPayload(bytes: Uint8Array): unknown {
  let packet: unknown;
  try {
    packet = JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
  return packet && typeof packet === 'object' && 'data' in packet ? (packet as { data: unknown }).data : packet;
}
