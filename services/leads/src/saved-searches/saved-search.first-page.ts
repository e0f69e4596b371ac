import type { SearchResponse } from '@leadgen/contracts';
import { summarize } from '../analytics/analytics.summary.js';

/** A watch's whole territory answered as the saved search's own first page (its Max Results), the rest as later pages. */
export function firstPage(answer: SearchResponse, limit: number): SearchResponse {
  if (answer.leads.length <= limit) return answer;
  const leads = answer.leads.slice(0, limit);
  const more = [...answer.leads.slice(limit), ...(answer.more_leads ?? [])];
  return { ...answer, leads, count: leads.length, analytics: summarize(leads), more_leads: more };
}
