import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CustomPitchReportPutRequestSchema, SUBJECTS, type RpcRequest } from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { NoBody } from '../core/no-body.js';
import { UserPreferenceRow } from './db/entities.js';
import { LeadsDatabase } from './db/leads.database.js';

type Report = z.infer<typeof CustomPitchReportPutRequestSchema>;

/** The business report a rep selected for custom pitches, kept server-side: it survives a reload and a new device. */
@Controller()
export class PitchReportHandler {
  constructor(private readonly db: LeadsDatabase) {}

  @MessagePattern(SUBJECTS.leads.customPitchReportGet)
  async get(@Payload(rpcPayload(NoBody)) req: RpcRequest<unknown>): Promise<Report> {
    const em = await this.db.em();
    const row = await em.findOne(UserPreferenceRow, { userId: requireCaller(req.caller) });
    return { report: row?.customPitchReport ?? null };
  }

  /** Selects a report (null clears the selection). */
  @MessagePattern(SUBJECTS.leads.customPitchReportPut)
  async put(@Payload(rpcPayload(CustomPitchReportPutRequestSchema)) req: RpcRequest<Report>): Promise<Report> {
    const userId = requireCaller(req.caller);
    const em = await this.db.em();
    await em.upsert(UserPreferenceRow, { userId, customPitchReport: req.body.report, updatedAt: new Date() });
    return { report: req.body.report };
  }
}
