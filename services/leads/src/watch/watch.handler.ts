import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, WatchDigestRequestSchema, type WatchDigest, type WatchDigestRequest } from '@leadgen/contracts';
import { Route, ZodPayloadPipe, type RouteRequest } from '@leadgen/service-kit';
import { leadOwnerOf } from '../core/lead-owner.js';
import { searchDto } from '../saved-searches/saved-search.dto.js';
import { WatchChanges } from './watch.changes.js';
import { WatchDigestReader } from './watch.digest.js';
import { WatchSet } from './watch.set.js';

/** Answers the watch's routes (watching a saved search, 'New this week') and accounts' digest question. */
@Controller()
export class WatchHandler {
  constructor(
    private readonly watchSet: WatchSet,
    private readonly changes: WatchChanges,
    private readonly digest: WatchDigestReader,
  ) {}

  @Route('watchSet')
  async set(req: RouteRequest<'watchSet'>) {
    const row = await this.watchSet.set(leadOwnerOf(req.caller), req.params!.id, req.body.frequency);
    return { success: true as const, search: searchDto(row) };
  }

  @Route('watchChanges')
  async list(req: RouteRequest<'watchChanges'>) {
    return this.changes.read(leadOwnerOf(req.caller), req.query?.days ?? 7);
  }

  /** Asked by accounts for a rep's weekly digest (not an /api route). */
  @MessagePattern(SUBJECTS.leads.watchDigest)
  async forDigest(
    @Payload(new ZodPayloadPipe(WatchDigestRequestSchema)) ask: WatchDigestRequest,
  ): Promise<WatchDigest> {
    return this.digest.read(ask);
  }
}
