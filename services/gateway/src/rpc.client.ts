import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { headers as natsHeaders, RequestError, TimeoutError, type NatsConnection } from '@nats-io/transport-node';
import { ApiError, ErrorEnvelopeSchema, errorEnvelope, statusOf } from '@leadgen/contracts';
import { ACCEPT_ENCODING_HEADER, decodeReply, decompressJson, encodeRequest, type ReplyEncoding } from '@leadgen/service-kit';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

const decoder = new TextDecoder();

/** A reply as it came: JSON bytes, compressed when `encoding` is set. */
export interface RelayedReply {
  body: Uint8Array;
  encoding: ReplyEncoding | null;
}

/** A service answered with something its route does not describe. */
export function unexpectedReply(capability: string): ApiError {
  return new ApiError(502, errorEnvelope('UPSTREAM_FAILED', `${capability} answered with an unexpected response.`));
}

/** The reply's value; throws when its bytes are not (compressed) JSON. */
export function parseRelayed(reply: RelayedReply): unknown {
  return JSON.parse(decoder.decode(reply.encoding ? decompressJson(reply.body, reply.encoding) : reply.body));
}

/**
 * Request/reply over NATS with the route's time limit; every failure becomes an ApiError with the
 * envelope. Nest's client keeps the connection (reconnects, status); requests go through the
 * connection's shared reply inbox rather than a subscription per request.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  private open: NatsConnection | undefined;

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  /**
   * The reply's bytes, untouched, for relaying to an HTTP caller: JSON, or JSON compressed in an
   * encoding the caller's `acceptEncoding` (its HTTP Accept-Encoding) allows, when the service chose to.
   */
  async requestRaw(subject: string, payload: unknown, timeoutMs: number, capability: string, acceptEncoding?: string): Promise<RelayedReply> {
    let nc: NatsConnection;
    try {
      nc = await this.connection(Math.min(timeoutMs, 2000));
    } catch {
      throw new ApiError(503, errorEnvelope('SERVICE_UNAVAILABLE', `${capability} is unavailable right now: the message bus cannot be reached.`));
    }
    const id = randomUUID();
    let reply;
    try {
      let headers;
      if (acceptEncoding) {
        headers = natsHeaders();
        headers.set(ACCEPT_ENCODING_HEADER, acceptEncoding.slice(0, 200));
      }
      const msg = await nc.request(subject, encodeRequest(subject, payload, id), { timeout: timeoutMs, headers });
      reply = decodeReply(msg.data, id, msg.headers);
    } catch (err) {
      throw this.toApiError(err, capability);
    }
    switch (reply.kind) {
      case 'response':
        return { body: reply.json, encoding: null };
      case 'compressed':
        return { body: reply.body, encoding: reply.encoding };
      case 'error':
        throw this.toApiError(reply.err, capability);
      case 'empty':
        throw new ApiError(503, errorEnvelope('SERVICE_UNAVAILABLE', `${capability} is temporarily unavailable. Please try again shortly.`));
      default:
        throw unexpectedReply(capability);
    }
  }

  /** The reply, parsed. */
  async request<T>(subject: string, payload: unknown, timeoutMs: number, capability: string): Promise<T> {
    const reply = await this.requestRaw(subject, payload, timeoutMs, capability);
    try {
      return parseRelayed(reply) as T;
    } catch {
      throw unexpectedReply(capability);
    }
  }

  private toApiError(err: unknown, capability: string): ApiError {
    if (err instanceof ApiError) return err;
    if (err instanceof TimeoutError || (err instanceof RequestError && err.cause instanceof TimeoutError)) {
      return new ApiError(504, errorEnvelope('TIMEOUT', `${capability} took too long to answer. Please try again.`));
    }
    if (err instanceof Error) {
      // No responders (the service is not running), a closed or draining connection.
      return new ApiError(503, errorEnvelope('SERVICE_UNAVAILABLE', `${capability} is temporarily unavailable. Please try again shortly.`));
    }
    const envelope = ErrorEnvelopeSchema.safeParse(err);
    if (envelope.success) return new ApiError(statusOf(envelope.data.code), envelope.data);
    return new ApiError(502, errorEnvelope('UPSTREAM_FAILED', `${capability} failed. Please try again.`));
  }

  /** The open connection; waits (at most `ms`) for Nest's client to connect only when there is none. */
  private async connection(ms: number): Promise<NatsConnection> {
    if (this.open && !this.open.isClosed()) return this.open;
    await this.connectWithin(ms);
    this.open = this.client.unwrap<NatsConnection>();
    return this.open;
  }

  private async connectWithin(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.client.connect(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('connect timeout')), ms))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** True when the NATS server answers a round trip. */
  async natsAlive(timeoutMs: number): Promise<boolean> {
    try {
      await this.connectWithin(timeoutMs);
      const nc = this.client.unwrap<NatsConnection>();
      if (nc.isClosed()) return false;
      let timer: NodeJS.Timeout | undefined;
      const ok = await Promise.race([
        nc.flush().then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      return ok;
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
