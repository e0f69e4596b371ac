import { Injectable } from '@nestjs/common';
import { teamOf, type Caller, type LeadStatus, type SavedMark, type TeammateLead } from '@leadgen/contracts';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { ID_SEPARATOR } from '../my-leads/my-leads.filter.js';
import { SavedMarksCache } from './saved-marks.cache.js';

interface SavedMarkRow {
  id: string;
  place_id: string;
  status: LeadStatus;
  list_id: string;
  list_name: string;
  has_email: boolean;
  has_person: boolean;
  has_pitch: boolean;
}

/** Whether the saved lead keeps a contact of this kind (one the rep removed does not count): the search table's marks. */
const knownContact = (kind: 'email' | 'person') =>
  `exists (select 1 from "lead_contacts" c where c."lead_id" = s."id" and c."kind" = '${kind}' and c."removed_at" is null)`;

/** The saved lead keeps a pitch: its search row opens that one ('View Pitch') rather than charging a new one. */
const keptPitch = `exists (select 1 from "lead_pitches" p where p."lead_id" = s."id")`;

/** Which of a search's leads the rep saved, and where, and whether an email or a person is known: what a search answer shows on each lead. */
@Injectable()
export class SavedMarks {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly cache: SavedMarksCache,
  ) {}

  /** The rep's saved marks for these place ids, in one query; a place id the rep never saved has none. */
  async of(userId: string, placeIds: readonly string[]): Promise<Map<string, SavedMark>> {
    // A place id holding the separator could not travel in the one parameter; no saved lead has one.
    const ids = placeIds.filter((p) => !p.includes(ID_SEPARATOR));
    if (ids.length === 0) return new Map();
    return this.cache.get(userId, ids, () => this.load(userId, ids));
  }

  /**
   * Which of these places a teammate saved: whose and since when. A team's founder works in a team
   * keyed by their own id, like a rep alone, so both are asked (one indexed query).
   */
  async teammates(
    caller: Pick<Caller, 'id' | 'team_id'>,
    placeIds: readonly string[],
  ): Promise<Map<string, TeammateLead>> {
    const teamId = teamOf(caller);
    const ids = placeIds.filter((p) => !p.includes(ID_SEPARATOR));
    if (ids.length === 0) return new Map();
    return this.cache.teammates(teamId, caller.id, ids, () => this.loadTeammates(teamId, caller.id, ids));
  }

  private async loadTeammates(teamId: string, callerId: string, ids: string[]): Promise<Map<string, TeammateLead>> {
    const em = await this.db.em();
    const found = await rows<{ place_id: string; user_id: string; owner_name: string; created_at: Date | string }>(
      em,
      `select s."place_id", s."user_id", s."owner_name", s."created_at" from "saved_leads" s
       where s."team_id" = ? and s."user_id" <> ? and s."place_id" = any(string_to_array(?, chr(31)))
       order by s."created_at"`,
      [teamId, callerId, ids.join(ID_SEPARATOR)],
    );
    const out = new Map<string, TeammateLead>();
    for (const r of found) {
      if (out.has(r.place_id)) continue;
      out.set(r.place_id, {
        owner_id: r.user_id,
        owner_name: r.owner_name || 'A teammate',
        since: new Date(r.created_at).toISOString(),
      });
    }
    return out;
  }

  private async load(userId: string, ids: string[]): Promise<Map<string, SavedMark>> {
    const em = await this.db.em();
    // The ids travel as one text parameter: a query with a hundred parameters costs twice as much to prepare.
    const found = await rows<SavedMarkRow>(
      em,
      `select s."id", s."place_id", s."status", s."list_id", l."name" as "list_name",
         ${knownContact('email')} as "has_email", ${knownContact('person')} as "has_person",
         ${keptPitch} as "has_pitch"
       from "saved_leads" s join "lead_lists" l on l."id" = s."list_id"
       where s."user_id" = ? and s."place_id" = any(string_to_array(?, chr(31)))`,
      [userId, ids.join(ID_SEPARATOR)],
    );
    return new Map(
      found.map((r) => [
        r.place_id,
        {
          id: r.id,
          status: r.status,
          list: { id: r.list_id, name: r.list_name },
          has_email: Boolean(r.has_email),
          has_person: Boolean(r.has_person),
          has_pitch: Boolean(r.has_pitch),
        },
      ]),
    );
  }
}
