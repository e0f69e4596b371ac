import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { AnalysisSummary, BusinessAnalysis, KeptAnalysisResponse } from '@leadgen/contracts';
import { KeptAnalysis } from '../db/entities.js';

/** How many of a rep's business analyses are kept: the latest, older ones make room. */
export const KEPT_ANALYSES = 20;

/** The moment a new analysis is kept at: now, or just after the rep's newest if that is not earlier (same millisecond). */
export function keptAt(now: Date, newest: Date | null): Date {
  if (newest && newest.getTime() >= now.getTime()) return new Date(newest.getTime() + 1);
  return now;
}

/**
 * The rep's business analyses, kept from events.business-analysis-done so that one survives a
 * reload and can be reopened; the latest KEPT_ANALYSES per rep, each rep's own only.
 */
@Injectable()
export class KeptAnalysesService {
  constructor(private readonly orm: MikroORM) {}

  /** Keeps one analysis for the rep and lets the oldest beyond KEPT_ANALYSES go, in one transaction. */
  async keep(userId: string, analysis: BusinessAnalysis, now = new Date()): Promise<string> {
    const id = randomUUID();
    await this.orm.em.fork().transactional(async (em) => {
      // One rep's analyses are kept one at a time (events are handled side by side), so that the
      // trim never leaves more than KEPT_ANALYSES and the newest is always the last one kept.
      const rep = await em
        .getConnection()
        .execute('select id from users where id = ? for update', [userId], 'all', em.getTransactionContext());
      if (rep.length === 0) throw new Error('no such account');
      const newest = await em.findOne(
        KeptAnalysis,
        { userId },
        { orderBy: { createdAt: 'desc' }, fields: ['createdAt'] },
      );
      em.create(KeptAnalysis, {
        id,
        userId,
        companyName: analysis.company_name.slice(0, 300),
        websiteUrl: analysis.website_url.slice(0, 2048),
        analysis,
        createdAt: keptAt(now, newest?.createdAt ?? null),
      });
      await em.flush();
      await em.getConnection().execute(
        `delete from kept_analyses where user_id = ? and id not in
           (select id from kept_analyses where user_id = ? order by created_at desc limit ?)`,
        [userId, userId, KEPT_ANALYSES],
        'run',
        em.getTransactionContext(),
      );
    });
    return id;
  }

  /** Newest first. */
  async list(userId: string): Promise<AnalysisSummary[]> {
    const rows = await this.orm.em.fork().find(
      KeptAnalysis,
      { userId },
      {
        orderBy: { createdAt: 'desc' },
        limit: KEPT_ANALYSES,
        fields: ['id', 'companyName', 'websiteUrl', 'createdAt'],
      },
    );
    return rows.map((r) => ({
      id: r.id,
      company_name: r.companyName,
      website_url: r.websiteUrl,
      created_at: r.createdAt.toISOString(),
    }));
  }

  /** The rep's own analysis with that id; null for another rep's, or one no longer kept. */
  async get(userId: string, id: string): Promise<KeptAnalysisResponse | null> {
    const row = await this.orm.em.fork().findOne(KeptAnalysis, { id, userId });
    if (!row) return null;
    return { success: true, id: row.id, created_at: row.createdAt.toISOString(), analysis_data: row.analysis };
  }
}
