import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ClientsImportRequestSchema,
  SUBJECTS,
  type ClientsImportRequest,
  type ClientsImportResponse,
  type ClientsListResponse,
  type RpcRequest,
  EmptyBodySchema,
} from '@leadgen/contracts';
import { rpcPayload } from '@leadgen/service-kit';
import { ClientsService, requireCaller } from './clients.service.js';

@Controller()
export class ClientsHandler {
  constructor(private readonly clients: ClientsService) {}

  @MessagePattern(SUBJECTS.diagnostics.clientsImport)
  import(
    @Payload(rpcPayload(ClientsImportRequestSchema)) req: RpcRequest<ClientsImportRequest>,
  ): Promise<ClientsImportResponse> {
    return this.clients.import(requireCaller(req.caller), req.body.csv, req.body.mode);
  }

  @MessagePattern(SUBJECTS.diagnostics.clientsList)
  async list(@Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<object>): Promise<ClientsListResponse> {
    const clients = await this.clients.list(requireCaller(req.caller));
    return { success: true, clients, count: clients.length };
  }
}
