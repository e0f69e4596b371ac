/* The shape of one route of the table (routes.ts), and what the route files share to write theirs. */
import type { z } from 'zod';
import type { LimitedUsageKind } from '../accounts.js';
import type { HttpMethod } from '../endpoints.js';
import type { ServiceName } from '../subjects.js';

export interface RouteDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Exact, or templated with `{name}` segments whose values `params` validates. */
  path: string;
  /** Schema of the path's `{name}` values; required when the path has any. */
  params?: Params;
  /** Schema of the query string (a GET's filters and paging); without it the query string is ignored. */
  query?: Query;
  /** Null when the gateway answers the route itself. */
  service: ServiceName | null;
  subject: string | null;
  auth: boolean;
  timeoutMs: number;
  request: Req;
  response: Res;
  /** What a user would call this capability, used in messages such as "not yet available". */
  capability: string;
  /** `file` responses carry { filename, content_type, content } and are sent as a download. */
  responseKind?: 'json' | 'file';
  /** Expensive routes get a per-user rate limit at the gateway. */
  expensive?: boolean;
  /**
   * What the route uses of the caller's plan: a caller at the plan's monthly limit for this kind is
   * refused at the gateway (429 USAGE_LIMIT_REACHED) before the service is asked.
   */
  usage?: LimitedUsageKind;
  /**
   * What the service may spend of the caller's plan beside the route's own work (a draft writes a
   * pitch for a lead with none): never refused for it, the service is told which of these the
   * caller has reached (`caller.limits_reached`) and does without them.
   */
  spends?: readonly LimitedUsageKind[];
  /**
   * Set only on routes that may safely run twice (reads, and lead search, whose usage is counted
   * once per call): when the first attempt has no answer after `attemptMs` (its instance died or
   * hangs) or is lost on the way, the gateway sends one more attempt, which NATS's queue group
   * gives to an instance that is there; the first answer wins, within `timeoutMs` in all.
   */
  retry?: { attemptMs: number };
}

/** A route without its method and path, which come from ENDPOINTS. */
export type RouteSpec<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
> = Omit<RouteDef<Req, Res, Params, Query>, 'method' | 'path'>;

/** A route spec as written, its schemas' types kept. */
export const route = <
  Req extends z.ZodType,
  Res extends z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
>(
  spec: RouteSpec<Req, Res, Params, Query>,
) => spec;
export const S = 1000;
/**
 * Per-attempt limits. A read answers from the database in milliseconds (p99 under 10 ms through
 * NATS here), so one second without an answer means its instance is gone. A lead search answers
 * from the demo data in milliseconds but from Google Places (up to three pages of 20, plus the
 * location estimate, capped at 5 s) in a few seconds: after 12 s the search is sent again while
 * the first attempt keeps its chance to answer, so a healthy search is almost never paid for twice
 * and the second attempt still has 48 s of the route's 60.
 */
export const READ_RETRY = { attemptMs: 1 * S };
export const SEARCH_RETRY = { attemptMs: 12 * S };
