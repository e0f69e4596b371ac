import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { CustomPitchReportPreference } from '@leadgen/contracts';
import { CustomPitchReportSelection } from '../db/entities.js';
import {
  LeadsCustomPitchReportCarryOver,
  type CarryOverContext,
  type CustomPitchReportCarryOver,
} from './custom-pitch-report.carry-over.js';

/**
 * The business report a rep selected for custom pitches, one per rep, kept with the account.
 *
 * Leads kept it before. The first read that finds no row for the rep asks leads for the old
 * selection and stores what leads answers (a report, or none), so leads is asked once per rep; when
 * leads does not answer, the read answers no report and stores nothing, and the next read asks
 * again. A rep's own PUT always wins: a carried-over selection is only ever inserted where no row
 * is, never over one.
 */
@Injectable()
export class CustomPitchReportService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(LeadsCustomPitchReportCarryOver) private readonly carryOver: CustomPitchReportCarryOver,
  ) {}

  async get(userId: string, ctx: CarryOverContext): Promise<CustomPitchReportPreference> {
    const row = await this.orm.em.fork().findOne(CustomPitchReportSelection, { userId });
    if (row) return { report: row.report ?? null };
    const old = await this.carryOver.ask(ctx);
    if (!old) return { report: null };
    await this.orm.em
      .fork()
      .upsert(
        CustomPitchReportSelection,
        { userId, report: old.report, carriedOver: true, updatedAt: new Date() },
        { onConflictFields: ['userId'], onConflictAction: 'ignore' },
      );
    // What is stored now: the carried-over selection, or the rep's PUT if it landed meanwhile.
    const stored = await this.orm.em.fork().findOne(CustomPitchReportSelection, { userId });
    return { report: stored ? (stored.report ?? null) : old.report };
  }

  /** Selects a report (null clears the selection); replaces whatever was stored or carried over. */
  async put(userId: string, report: CustomPitchReportPreference['report']): Promise<CustomPitchReportPreference> {
    await this.orm.em
      .fork()
      .upsert(
        CustomPitchReportSelection,
        { userId, report, carriedOver: false, updatedAt: new Date() },
        { onConflictFields: ['userId'], onConflictAction: 'merge' },
      );
    return { report };
  }
}
