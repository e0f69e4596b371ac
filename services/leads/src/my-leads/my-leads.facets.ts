import { cuisineOption } from '@leadgen/contracts';
import { Injectable } from '@nestjs/common';
import type { MyLeadsFacetsResponse } from '@leadgen/contracts';
import { LeadsDatabase, rows } from './db/leads.database.js';

/** The cuisines and cities among the rep's saved leads, each with how many leads have it: the filter's choices. */
@Injectable()
export class MyLeadsFacets {
  constructor(private readonly db: LeadsDatabase) {}

  async of(userId: string): Promise<MyLeadsFacetsResponse> {
    const em = await this.db.em();
    const [cuisines, cities] = await Promise.all([
      rows<{ value: string; count: number }>(
        em,
        `select s."cuisine_type" as "value", count(*)::int as "count" from "saved_leads" s
         where s."user_id" = ? and s."cuisine_type" <> '' group by s."cuisine_type"`,
        [userId],
      ),
      // One choice per city whatever its case; its state when all its leads are in one.
      rows<{ city: string; state: string | null; count: number }>(
        em,
        `select min(s."city") as "city", count(*)::int as "count",
           case when count(distinct s."lead" #>> '{address_parts,state}') = 1 then min(s."lead" #>> '{address_parts,state}') end as "state"
         from "saved_leads" s where s."user_id" = ? and s."city_key" is not null group by s."city_key" order by s."city_key"`,
        [userId],
      ),
    ]);
    return {
      cuisines: cuisines
        .map((c) => ({ value: c.value, label: cuisineLabel(c.value), count: Number(c.count) }))
        .sort((x, y) => x.label.localeCompare(y.label)),
      cities: cities.map((c) => ({ city: c.city, state: c.state ?? null, count: Number(c.count) })),
    };
  }
}

/** A cuisine's name as the search form shows it; a value outside the catalogue in words. */
function cuisineLabel(value: string): string {
  const words = cuisineOption(value)?.display_name ?? value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
