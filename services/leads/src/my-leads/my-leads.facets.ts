import { cuisineOption, type MyLeadsFilter } from '@leadgen/contracts';
import { Injectable } from '@nestjs/common';
import type { MyLeadsFacetsResponse } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { sqlFilter, type LeadScope } from './my-leads.filter.js';

type Count = { value: string; count: number };

/**
 * The cuisines, cities, statuses and lists among the rep's saved leads, each with how many leads
 * have it: the filter's choices. Each facet is counted under the other filters, never its own, so
 * a choice says how many leads picking it would show.
 */
@Injectable()
export class MyLeadsFacets {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async of(scope: LeadScope, filter: MyLeadsFilter = {}): Promise<MyLeadsFacetsResponse> {
    const em = await this.db.em();
    const now = this.clock.now();
    const without = (key: keyof MyLeadsFilter) => sqlFilter(scope, { ...filter, [key]: undefined }, now);
    const byCuisine = without('cuisine');
    const byCity = without('city');
    const byStatus = without('status');
    const byList = without('list_id');
    const [cuisines, cities, statuses, lists] = await Promise.all([
      rows<Count>(
        em,
        `select s."cuisine_type" as "value", count(*)::int as "count" from "saved_leads" s
         where ${byCuisine.sql} and s."cuisine_type" <> '' group by s."cuisine_type"`,
        byCuisine.params,
      ),
      // One choice per city whatever its case; its state when all its leads are in one.
      rows<{ city: string; state: string | null; count: number }>(
        em,
        `select min(s."city") as "city", count(*)::int as "count",
           case when count(distinct s."lead" #>> '{address_parts,state}') = 1 then min(s."lead" #>> '{address_parts,state}') end as "state"
         from "saved_leads" s where ${byCity.sql} and s."city_key" is not null group by s."city_key" order by s."city_key"`,
        byCity.params,
      ),
      rows<Count>(
        em,
        `select s."status" as "value", count(*)::int as "count" from "saved_leads" s where ${byStatus.sql} group by s."status"`,
        byStatus.params,
      ),
      rows<Count>(
        em,
        `select s."list_id"::text as "value", count(*)::int as "count" from "saved_leads" s where ${byList.sql} group by s."list_id"`,
        byList.params,
      ),
    ]);
    const counted = (r: Count[]) => r.map((c) => ({ value: c.value, count: Number(c.count) }));
    return {
      cuisines: cuisines
        .map((c) => ({ value: c.value, label: cuisineLabel(c.value), count: Number(c.count) }))
        .sort((x, y) => x.label.localeCompare(y.label)),
      cities: cities.map((c) => ({ city: c.city, state: c.state ?? null, count: Number(c.count) })),
      statuses: counted(statuses).sort((x, y) => x.value.localeCompare(y.value)),
      lists: counted(lists).sort((x, y) => x.value.localeCompare(y.value)),
    };
  }
}

/** A cuisine's name as the search form shows it; a value outside the catalogue in words. */
function cuisineLabel(value: string): string {
  const words = cuisineOption(value)?.display_name ?? value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
