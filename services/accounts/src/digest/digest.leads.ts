import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, WatchDigestResponseSchema, type WatchDigest, type WatchDigestRequest } from '@leadgen/contracts';
import { EVENTS_CLIENT, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { firstValueFrom, timeout } from 'rxjs';

/** Leads reads every watch of the team over the window: a few seconds at most; past this it is tried again later. */
export const WATCH_DIGEST_TIMEOUT_MS = 10_000;

/** What leads found for a rep's digest; null when leads did not answer (or answered off the contract). */
export interface WatchDigestSource {
  ask(request: WatchDigestRequest): Promise<WatchDigest | null>;
}

/** Asks leads (leads.watch-digest, request/reply over NATS) for the changes of a rep's watches; never throws. */
@Injectable()
export class LeadsWatchDigest implements WatchDigestSource {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async ask(request: WatchDigestRequest): Promise<WatchDigest | null> {
    try {
      const reply = await firstValueFrom(
        this.client
          // The request itself is the message (WatchDigestRequestSchema, strict): no caller, no envelope.
          .send(SUBJECTS.leads.watchDigest, request)
          .pipe(timeout(WATCH_DIGEST_TIMEOUT_MS)),
      );
      const parsed = WatchDigestResponseSchema.safeParse(reply);
      if (parsed.success) return parsed.data;
      this.logger.warn(
        { user_id: request.user_id, issues: parsed.error.issues.slice(0, 3) },
        "leads answered a digest's request off the contract: tried again later",
      );
      return null;
    } catch (err) {
      this.logger.warn(
        { user_id: request.user_id, err: (err as Error)?.message ?? err },
        "leads did not answer a digest's request: tried again later",
      );
      return null;
    }
  }
}
