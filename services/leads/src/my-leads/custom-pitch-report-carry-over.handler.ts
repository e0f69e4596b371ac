import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type CustomPitchReportPreference, type RpcRequest, EmptyBodySchema } from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import { UserPreferenceRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';

/**
 * The business report a rep selected for custom pitches while leads kept it. Accounts keeps it now
 * (accounts.custom-pitch-report-*) and asks here once per rep, the first time it has no selection
 * for them, so none is lost. Read only: the old table stays as it was until a later step drops it.
 */
@Controller()
export class CustomPitchReportCarryOverHandler {
  constructor(private readonly db: LeadsDatabase) {}

  @MessagePattern(SUBJECTS.leads.customPitchReportCarryOver)
  async carryOver(
    @Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<unknown>,
  ): Promise<CustomPitchReportPreference> {
    const em = await this.db.em();
    const row = await em.findOne(UserPreferenceRow, { userId: requireCaller(req.caller) });
    return { report: row?.customPitchReport ?? null };
  }
}
