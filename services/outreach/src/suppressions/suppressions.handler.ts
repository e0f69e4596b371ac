import { Controller } from '@nestjs/common';
import { Route, type RouteRequest } from '@leadgen/service-kit';
import { senderOf } from '../core/sender.js';
import { SuppressionsService } from './suppressions.service.js';

/** GET/POST /api/outreach/suppressions and DELETE /api/outreach/suppressions/{id}: the caller's team's list. */
@Controller()
export class SuppressionsHandler {
  constructor(private readonly suppressions: SuppressionsService) {}

  @Route('suppressionsList')
  async list(req: RouteRequest<'suppressionsList'>) {
    return { suppressions: await this.suppressions.list(senderOf(req.caller)) };
  }

  @Route('suppressionAdd')
  async add(req: RouteRequest<'suppressionAdd'>) {
    return { suppressions: await this.suppressions.add(senderOf(req.caller), req.body.address) };
  }

  @Route('suppressionDelete')
  async remove(req: RouteRequest<'suppressionDelete'>) {
    return { suppressions: await this.suppressions.remove(senderOf(req.caller), req.params!.id) };
  }
}
