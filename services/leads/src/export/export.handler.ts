import { Controller } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { EXPORT_FAILED_MESSAGE, NO_EXPORT_DATA_MESSAGE, type ExportResponse } from '@leadgen/contracts';
import { CSV_CONTENT_TYPE, rpcError, Route, type RouteRequest } from '@leadgen/service-kit';
import { UsageRecorder } from '../usage/usage.recorder.js';
import { exportFilename, leadsToCsv } from './export.csv.js';

/** Answers leads.export: the leads the rep sees, as a CSV file for a CRM import. */
@Controller()
export class ExportHandler {
  constructor(private readonly usage: UsageRecorder) {}

  @Route('leadExport')
  exportLeads(req: RouteRequest<'leadExport'>): ExportResponse {
    if (!req.body.leads.length) throw rpcError('VALIDATION_FAILED', NO_EXPORT_DATA_MESSAGE);
    try {
      const content = leadsToCsv(req.body.leads);
      this.usage.record(req.caller?.id, 'exports_used', 1);
      return { success: true, filename: exportFilename(), content_type: CSV_CONTENT_TYPE, content };
    } catch (err) {
      if (err instanceof RpcException) throw err;
      throw rpcError('INTERNAL', EXPORT_FAILED_MESSAGE);
    }
  }
}
