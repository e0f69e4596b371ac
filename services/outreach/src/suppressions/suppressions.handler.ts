import { Controller } from '@nestjs/common';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { SuppressionsService } from './suppressions.service.js';

/** GET/POST /api/outreach/suppressions and DELETE /api/outreach/suppressions/{id}. */
@Controller()
export class SuppressionsHandler {
  constructor(private readonly suppressions: SuppressionsService) {}

  @Route('suppressionsList')
  async list(req: RouteRequest<'suppressionsList'>) {
    return { suppressions: await this.suppressions.list(requireCaller(req.caller)) };
  }

  @Route('suppressionAdd')
  async add(req: RouteRequest<'suppressionAdd'>) {
    return { suppressions: await this.suppressions.add(requireCaller(req.caller), req.body.address) };
  }

  @Route('suppressionDelete')
  async remove(req: RouteRequest<'suppressionDelete'>) {
    return { suppressions: await this.suppressions.remove(requireCaller(req.caller), req.params!.id) };
  }
}
