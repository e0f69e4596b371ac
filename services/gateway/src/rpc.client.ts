import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import type { Subscription } from 'rxjs';
import {
  ApiError,
  ErrorEnvelopeSchema,
  errorEnvelope,
  PAYLOAD_TOO_LARGE_MESSAGE,
  statusOf,
  type ErrorEnvelope,
} from '@leadgen/contracts';
import {
  ACCEPT_ENCODING_HEADER,
  pickEncoding,
  WIRE_ONLY_HEADER,
  decodeReply,
  decompressJson,
  encodeRequest,
  natsServers,
  type ReplyEncoding,
} from '@leadgen/service-kit';
import { GATEWAY_ENV, type GatewayEnv } from './env.js';
import { NoReplyError, ReplyMux, TooLargeToSendError } from './rpc.mux.js';
import { AttemptLost, callWithRetry, type RetryPolicy } from './rpc.retry.js';

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

/** The answer when a service cannot be reached: the message bus is down or nothing serves the subject. */
function unavailable(capability: string): ApiError {
  return new ApiError(
    503,
    errorEnvelope('SERVICE_UNAVAILABLE', `${capability} is temporarily unavailable. Please try again shortly.`),
  );
}

/**
 * A request the message bus cannot carry to the service: 413, as for a body over BODY_LIMIT (the
 * body and what travels with it must fit NATS's max_payload), never a 503 that no retry can fix.
 */
function tooLarge(): ApiError {
  return new ApiError(413, errorEnvelope('PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE));
}

/**
 * Whether the gateway's NATS connection is up right now. While it is down nothing can reach a
 * service, so a request answers 503 at once instead of waiting out its route's time limit; a
 * request already waiting when the connection drops answers 503 at that moment too (`onLost`
 * fails the mux's waiting callers), since its reply cannot come back over the lost connection.
 */
class BusLink {
  private up = false;
  private readonly waiting = new Set<() => void>();

  /** Follows the client's status: 'connected' after a connect or a reconnect, anything else is down. */
  follow(client: ClientProxy, onLost: () => void): Subscription {
    return client.status.subscribe((status) => {
      this.up = status === 'connected';
      if (!this.up) onLost();
      else for (const wake of this.waiting) wake();
    });
  }

  get isUp(): boolean {
    return this.up;
  }

  /** True once the connection is up again, false if it is still down after `ms`. */
  whenUp(ms: number): Promise<boolean> {
    if (this.up || ms <= 0) return Promise.resolve(this.up);
    return new Promise<boolean>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve(this.up);
      };
      const timer = setTimeout(wake, ms);
      this.waiting.add(wake);
    });
  }
}

/**
 * How long a request waits for the gateway's connection to come back when NATS is a cluster: the
 * client moves to a surviving node within about a second, so a node's death costs a rep nothing.
 * With one server there is nowhere to go, and a request answers 503 at once.
 */
export const CLUSTER_RECONNECT_WAIT_MS = 2000;
/** On a cluster, a retryable call whose first attempt was lost sends its second this much later. */
export const CLUSTER_RETRY_AFTER_MS = 1000;

/**
 * Request/reply over NATS with the route's time limit; every failure becomes an ApiError with the
 * envelope: 503 when the bus is down or no service serves the subject, 504 only when a service is
 * there but slower than the time limit. Nest's client keeps the connection (reconnects forever,
 * status); requests go through one reply inbox per connection (ReplyMux).
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  private open: NatsConnection | undefined;
  private mux: ReplyMux | undefined;
  private readonly link = new BusLink();
  private readonly following: Subscription;

  private readonly reconnectWaitMs: number;

  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @Inject(GATEWAY_ENV) env: Pick<GatewayEnv, 'NATS_URL'>,
  ) {
    this.following = this.link.follow(client, () => this.mux?.connectionDropped());
    this.reconnectWaitMs = natsServers(env.NATS_URL).length > 1 ? CLUSTER_RECONNECT_WAIT_MS : 0;
  }

  /**
   * The reply's bytes, untouched, for relaying to an HTTP caller: JSON, or JSON compressed in an
   * encoding the caller's `acceptEncoding` (its HTTP Accept-Encoding) allows, when the service chose to.
   */
  async requestRaw(
    subject: string,
    payload: unknown,
    timeoutMs: number,
    capability: string,
    acceptEncoding?: string,
    retry?: RetryPolicy,
  ): Promise<RelayedReply> {
    if (!retry) return this.attempt(subject, payload, timeoutMs, capability, acceptEncoding, true).catch(unwrapLost);
    return callWithRetry(
      retry,
      timeoutMs,
      (limitMs) => this.attempt(subject, payload, limitMs, capability, acceptEncoding, false),
      Date.now,
      this.reconnectWaitMs > 0 ? CLUSTER_RETRY_AFTER_MS : 0,
    );
  }

  /**
   * One attempt. Failures without an answer (the time limit passed, no instance serves the
   * subject, the connection dropped under it) come as AttemptLost, for a retry to make good.
   * `keep`: no retry follows it, so it waits out a dropped connection for its reply.
   */
  private async attempt(
    subject: string,
    payload: unknown,
    timeoutMs: number,
    capability: string,
    acceptEncoding: string | undefined,
    keep: boolean,
  ): Promise<RelayedReply> {
    let mux: ReplyMux;
    try {
      mux = await this.connection(Math.min(timeoutMs, 2000), capability);
    } catch (err) {
      throw new AttemptLost(err as ApiError);
    }
    const id = randomUUID();
    let reply;
    try {
      const msg = await mux.request(
        subject,
        encodeRequest(subject, payload, id),
        timeoutMs,
        encodingHeaders(acceptEncoding),
        keep,
      );
      reply = decodeReply(msg.data, id, msg.headers);
    } catch (err) {
      // Too large for the bus: no attempt can carry it, so it is not retried.
      if (err instanceof TooLargeToSendError) throw tooLarge();
      // Every way a request fails before any reply arrives: nothing answered this attempt.
      throw new AttemptLost(this.toApiError(err, capability));
    }
    switch (reply.kind) {
      case 'response':
        return { body: reply.json, encoding: null };
      case 'compressed':
        return { body: reply.body, encoding: reply.encoding };
      case 'error':
        throw this.toApiError(reply.err, capability);
      case 'empty':
        throw unavailable(capability);
      default:
        throw unexpectedReply(capability);
    }
  }

  /** The reply, parsed. */
  async request<T>(
    subject: string,
    payload: unknown,
    timeoutMs: number,
    capability: string,
    retry?: RetryPolicy,
  ): Promise<T> {
    const reply = await this.requestRaw(subject, payload, timeoutMs, capability, undefined, retry);
    try {
      return parseRelayed(reply) as T;
    } catch {
      throw unexpectedReply(capability);
    }
  }

  private toApiError(err: unknown, capability: string): ApiError {
    if (err instanceof ApiError) return err;
    if (err instanceof NoReplyError && err.reason === 'timeout') {
      return new ApiError(504, errorEnvelope('TIMEOUT', `${capability} took too long to answer. Please try again.`));
    }
    if (err instanceof NoReplyError) return unavailable(capability);
    if (err instanceof Error) {
      // No responders (NATS says at once that no service serves the subject), a closed or draining connection.
      return unavailable(capability);
    }
    const envelope = ErrorEnvelopeSchema.safeParse(err);
    if (envelope.success) return new ApiError(statusOf(envelope.data.code), asTheApiNamesIt(envelope.data));
    return new ApiError(502, errorEnvelope('UPSTREAM_FAILED', `${capability} failed. Please try again.`));
  }

  /**
   * The open connection's reply mux; waits (at most `ms`) for Nest's client to connect only when
   * there is none. While a connection exists but is down (the client is reconnecting), fails with
   * 503, at once on one server (requests published now would only sit in the client's buffer until
   * their time limit), after waiting up to CLUSTER_RECONNECT_WAIT_MS for a surviving node of a
   * cluster. The mux's inbox subscription lives as long as its connection (NATS renews it on a
   * reconnect); a new connection gets a new mux.
   */
  private async connection(ms: number, capability: string): Promise<ReplyMux> {
    if (this.open && this.mux && !this.open.isClosed()) {
      if (this.link.isUp || (await this.link.whenUp(Math.min(ms, this.reconnectWaitMs)))) return this.mux;
      throw unavailable(capability);
    }
    try {
      await this.connectWithin(ms);
      this.open = this.client.unwrap<NatsConnection>();
      this.mux?.close();
      this.mux = new ReplyMux(this.open);
      return this.mux;
    } catch {
      throw unavailable(capability);
    }
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
    this.following.unsubscribe();
    this.mux?.close();
    await this.client.close();
  }
}

/** `body.url` -> `url`: the part of the service's message the HTTP caller sent, as the API names it. */
const WRAPPING = /^(?:body|params|query)(?:\.|$)/;
const apiField = (key: string) => key.replace(WRAPPING, '') || '(body)';

/**
 * A service's refusal names fields by where they sit in its message (`body.url`, `query.page`);
 * the caller sent `url` and `page`, so that is what the answer names.
 */
export function asTheApiNamesIt(envelope: ErrorEnvelope): ErrorEnvelope {
  if (!envelope.fields) return envelope;
  const fields = Object.fromEntries(
    Object.entries(envelope.fields).map(([key, messages]) => [apiField(key), messages]),
  );
  const error = envelope.error.replace(
    /^(Invalid request: )([^:]+)(?=:)/,
    (_all, head: string, key: string) => head + apiField(key),
  );
  return { ...envelope, error, fields };
}

function unwrapLost(err: unknown): never {
  throw err instanceof AttemptLost ? err.error : err;
}

/** How a reply too large for the bus may cross it for a client that takes no compression. */
const WIRE_ENCODINGS = 'zstd, br, gzip';

/**
 * Passes on the caller's Accept-Encoding so a service may compress a large reply; a caller that
 * takes none still lets a reply too large for the bus come compressed (Wire-Only), decompressed
 * here (parseRelayed, or the relay before answering).
 */
function encodingHeaders(acceptEncoding: string | undefined): MsgHdrs {
  const headers = natsHeaders();
  if (acceptEncoding && pickEncoding(acceptEncoding)) {
    headers.set(ACCEPT_ENCODING_HEADER, acceptEncoding.slice(0, 200));
  } else {
    headers.set(ACCEPT_ENCODING_HEADER, WIRE_ENCODINGS);
    headers.set(WIRE_ONLY_HEADER, '1');
  }
  return headers;
}
