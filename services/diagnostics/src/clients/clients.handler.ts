import { Controller } from '@nestjs/common';
import type { ClientsImportResponse, ClientsListResponse } from '@leadgen/contracts';
import { Route, type RouteRequest } from '@leadgen/service-kit';
import { ClientsService, requireCaller } from './clients.service.js';

@Controller()
export class ClientsHandler {
  constructor(private readonly clients: ClientsService) {}

  @Route('clientsImport')
  import(req: RouteRequest<'clientsImport'>): Promise<ClientsImportResponse> {
    return this.clients.import(requireCaller(req.caller), req.body.csv, req.body.mode);
  }

  @Route('clientsList')
  async list(req: RouteRequest<'clientsList'>): Promise<ClientsListResponse> {
    const clients = await this.clients.list(requireCaller(req.caller));
    return { success: true, clients, count: clients.length };
  }
}
