import { cuisineName, fitName } from '../leads-table/display-names.js';
import type { AnalyticsSummary, SearchResponse } from '@leadgen/contracts';

export const TOP_CUISINES = 9;

export interface BreakdownRow {
  key: string;
  /** The key with every underscore shown as a space. */
  label: string;
  count: number;
  /** Share of the leads, 0-100, capped at 100. */
  percent: number;
}

export interface AnalyticsModel {
  total: number;
  cards: { goodFits: number; websiteCoverage: number; phoneCoverage: number; highRated: number };
  fitDecisions: BreakdownRow[];
  ratings: BreakdownRow[];
  topCuisines: BreakdownRow[];
  reviews: BreakdownRow[];
}

export function keyLabel(key: string): string {
  return key.replace(/_/g, ' ');
}

/** Bar width for a count: its share of the total, never below 0 or above 100. */
export function barPercent(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  return Math.min(100, Math.round((count / total) * 1000) / 10);
}

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** A map's entries as rows, in the server's order; [] when the map is missing or every count is 0. */
export function breakdown(
  map: Record<string, number> | null | undefined,
  total: number,
  label: (key: string) => string = keyLabel,
): BreakdownRow[] {
  const entries = Object.entries(map ?? {}).map(([key, v]) => [key, num(v)] as const);
  if (!entries.some(([, n]) => n > 0)) return [];
  return entries.map(([key, count]) => ({ key, label: label(key), count, percent: barPercent(count, total) }));
}

/** The nine most common cuisines, by count then name. */
export function topCuisines(
  map: Record<string, number> | null | undefined,
  total: number,
  n = TOP_CUISINES,
): BreakdownRow[] {
  return breakdown(map, total, cuisineName)
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, n);
}

/** Percent with at most one decimal, for the coverage cards. */
export function coverageText(value: number): string {
  const v = Math.max(0, Math.min(100, num(value)));
  return `${Math.round(v * 10) / 10}%`;
}

/** What the Search Analytics panel shows; null means 'No analytics data available.'. */
export function analyticsModel(results: SearchResponse | null | undefined): AnalyticsModel | null {
  if (!results || !results.analytics) return null;
  const leads = Array.isArray(results.leads) ? results.leads.length : 0;
  const total = leads || num(results.count);
  if (!total) return null;
  const a: AnalyticsSummary = results.analytics;
  return {
    total,
    cards: {
      goodFits: num(a.by_fit_decision?.good_fit),
      websiteCoverage: num(a.website_coverage),
      phoneCoverage: num(a.phone_coverage),
      highRated: num(a.rating_distribution?.high),
    },
    fitDecisions: breakdown(a.by_fit_decision, total, fitName),
    ratings: breakdown(a.rating_distribution, total),
    topCuisines: topCuisines(a.by_cuisine, total),
    reviews: breakdown(a.review_distribution, total),
  };
}
