import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { ApiError, ErrorEnvelopeSchema, errorEnvelope, statusOf } from '@leadgen/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

interface NatsConnectionLike {
  flush(): Promise<void>;
  isClosed(): boolean;
}

/** Request/reply over NATS with the route's time limit; every failure becomes an ApiError with the envelope. */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  async request<T>(subject: string, payload: unknown, timeoutMs: number, capability: string): Promise<T> {
    try {
      await this.connectWithin(Math.min(timeoutMs, 2000));
    } catch {
      throw new ApiError(503, errorEnvelope('SERVICE_UNAVAILABLE', `${capability} is unavailable right now: the message bus cannot be reached.`));
    }
    try {
      return await firstValueFrom(this.client.send<T>(subject, payload).pipe(timeout(timeoutMs)));
    } catch (err) {
      throw this.toApiError(err, capability);
    }
  }

  private toApiError(err: unknown, capability: string): ApiError {
    if (err instanceof TimeoutError) {
      return new ApiError(504, errorEnvelope('TIMEOUT', `${capability} took too long to answer. Please try again.`));
    }
    if (err instanceof EmptyResponseException) {
      return new ApiError(503, errorEnvelope('SERVICE_UNAVAILABLE', `${capability} is temporarily unavailable. Please try again shortly.`));
    }
    const envelope = ErrorEnvelopeSchema.safeParse(err);
    if (envelope.success) return new ApiError(statusOf(envelope.data.code), envelope.data);
    return new ApiError(502, errorEnvelope('UPSTREAM_FAILED', `${capability} failed. Please try again.`));
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
      const nc = this.client.unwrap<NatsConnectionLike>();
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

