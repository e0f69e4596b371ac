import type { OutreachLeadFacts } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import type { LeadFactsAnswer } from './leads.client.js';

/** The lead's facts for a draft or a send; otherwise the reason the rep is told (404, 409 or 503). */
export function factsOrRefusal(answer: LeadFactsAnswer): OutreachLeadFacts {
  if (answer.kind === 'found') return answer.facts;
  if (answer.kind === 'not_found') throw rpcError('NOT_FOUND', 'This lead is not in your My Leads.');
  if (answer.kind === 'teammate') throw rpcError('CONFLICT', answer.reason);
  throw rpcError('SERVICE_UNAVAILABLE', answer.reason);
}
