import type { Candidate } from '../places/place.model.js';
import { NEW_WEBSITE_DAYS } from '../places/place.model.js';
import { websiteDomain } from './domain.name.js';
import type { DomainDate, RdapClient } from './rdap.client.js';

const DAY_MS = 86_400_000;

export interface DatedCandidates {
  candidates: Candidate[];
  /** Places with a website whose domain's registration date the registry did not give. */
  unknown: number;
  /** Places with a website (asked about). */
  asked: number;
}

/**
 * Fills in when each candidate's website domain was registered, from RDAP, so 'Prioritize new
 * websites' ranks by real dates. Each domain is asked once per search, however many places share it;
 * a lookup that fails leaves that lead's date unknown (and says so on the lead), never the search.
 */
export class DomainDates {
  /**
   * `deadlineMs`: the most a search waits for its dates; lookups still out then count as unknown
   * for this search (they finish in the background and are kept for the next).
   */
  constructor(
    private readonly rdap: RdapClient,
    private readonly deadlineMs: number,
  ) {}

  async fill(candidates: readonly Candidate[], now: Date): Promise<DatedCandidates> {
    const domains = candidates.map((c) => websiteDomain(c.lead.website));
    const answers = new Map<string, Promise<DomainDate>>();
    for (const d of domains) if (d && !answers.has(d)) answers.set(d, this.rdap.lookup(d));
    const dates = new Map<string, DomainDate>();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<DomainDate>((resolve) => {
      timer = setTimeout(() => resolve({ registered_at: null, unknown: 'timed_out' }), this.deadlineMs);
    });
    try {
      await Promise.all([...answers].map(async ([d, p]) => dates.set(d, await Promise.race([p, late]))));
    } finally {
      clearTimeout(timer);
    }
    let unknown = 0;
    const dated = candidates.map((c, i) => {
      const domain = domains[i];
      if (!domain) return c;
      const answer = dates.get(domain)!;
      if (answer.registered_at === null) unknown++;
      return withDomainDate(c, answer.registered_at, now.getTime());
    });
    return { candidates: dated, unknown, asked: domains.filter(Boolean).length };
  }
}

/**
 * Whole days from the registration's date to today's (UTC), as a registry's record reads: a domain
 * registered 183 days ago is not new, whatever the hour it was registered at.
 */
function daysBetween(at: number, now: number): number {
  return Math.floor(now / DAY_MS) - Math.floor(at / DAY_MS);
}

/** A copy of the candidate with its domain's date (or unknown) written on the lead; providers' kept candidates stay as they were. */
function withDomainDate(c: Candidate, at: number | null, now: number): Candidate {
  return {
    ...c,
    domain_registered_at: at,
    lead: {
      ...c.lead,
      domain_registered_date: at === null ? null : new Date(at).toISOString().slice(0, 10),
      is_new_website: at !== null && daysBetween(at, now) < NEW_WEBSITE_DAYS,
      domain_date_unknown: at === null,
    },
  };
}
