import type { ClientProxy, RpcException } from '@nestjs/microservices';
import type { LeadStatusChangedEvent } from '@leadgen/contracts';
import { of } from 'rxjs';
import { sampleLead } from '@leadgen/contracts/testing';
import { Clock } from '../../core/clock.js';
import { LeadListsService } from '../../lists/lead-lists.service.js';
import { LeadStatusChangedPublisher } from '../../outreach/lead-status-changed.publisher.js';
import { SavedMarksCache } from '../../saved-marks/saved-marks.cache.js';
import { SavedMarks } from '../../saved-marks/saved-marks.js';
import { AddNote } from '../add-note.js';
import { BulkChange } from '../bulk-change.js';
import { ChangePipeline } from '../change-pipeline.js';
import { LeadsDatabase } from '../../db/leads.database.js';
import { openDatabase } from '../../db/orm.js';
import { ExportSelection } from '../export-selection.js';
import { MyLeadsFacets } from '../my-leads.facets.js';
import { MyLeadsPageCache } from '../my-leads.page-cache.js';
import { MyLeadsPage } from '../my-leads.page.js';
import { ReadSavedLead } from '../read-saved-lead.js';
import { RemoveSavedLead } from '../remove-saved-lead.js';
import { SaveFromSearch, type LeadToSave } from '../save-from-search.js';
import { UndoBulkChange } from '../undo-bulk-change.js';

/** A clock a spec moves by hand: each change it stamps after tick() comes after the ones before. */
export class SpecClock extends Clock {
  constructor(public at: Date) {
    super();
  }
  override now(): Date {
    return new Date(this.at);
  }
  tick(ms = 60_000): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** Opening PGlite and migrating it takes seconds on a busy machine. */
export const WORLD_OPENS_MS = 60_000;

/** Tuesday 10 March 2026, 15:00 in Chicago: between lunch and dinner, when a restaurant can talk. */
export const SPEC_NOW = new Date('2026-03-10T20:00:00Z');

/**
 * Every My Leads use case over one in-memory PGlite database (migrated, as at start), wired as the
 * module wires them. Specs use a rep id of their own, so they share the database and not its rows.
 */
export async function myLeadsWorld() {
  const orm = await openDatabase({ dataDir: 'memory://', log: () => {} });
  const db = new LeadsDatabase(() => Promise.resolve(orm), orm);
  const clock = new SpecClock(SPEC_NOW);
  const cache = new SavedMarksCache();
  const lists = new LeadListsService(db, cache);
  // What leads tells outreach, caught where it would leave for NATS.
  const statusEvents: LeadStatusChangedEvent[] = [];
  const bus = { emit: (_subject: string, event: LeadStatusChangedEvent) => of(statusEvents.push(event)) };
  const statusChanged = new LeadStatusChangedPublisher(bus as unknown as ClientProxy, clock);
  return {
    db,
    clock,
    cache,
    lists,
    statusEvents,
    statusChanged,
    save: new SaveFromSearch(db, lists, cache, clock),
    page: new MyLeadsPage(db, clock),
    pageCache: new MyLeadsPageCache(db, new MyLeadsPage(db, clock), clock),
    bulk: new BulkChange(db, lists, cache, clock, statusChanged),
    undo: new UndoBulkChange(db, cache, clock, statusChanged),
    facets: new MyLeadsFacets(db, clock),
    read: new ReadSavedLead(db, clock),
    pipeline: new ChangePipeline(db, lists, cache, clock, statusChanged),
    notes: new AddNote(db, clock),
    remove: new RemoveSavedLead(db, cache, statusChanged),
    exports: new ExportSelection(db, clock),
    marks: new SavedMarks(db, cache),
    close: () => db.close(),
  };
}

export type MyLeadsWorld = Awaited<ReturnType<typeof myLeadsWorld>>;

/**
 * The world of one spec file, opened before its tests (beforeAll) and closed after them (afterAll).
 * Call it at the top of the file; read the world in tests and later hooks, where it is open.
 */
export function myLeadsWorldForSpec(): MyLeadsWorld {
  let world: MyLeadsWorld | undefined;
  beforeAll(async () => {
    world = await myLeadsWorld();
  }, WORLD_OPENS_MS);
  afterAll(() => world?.close());
  return new Proxy({} as MyLeadsWorld, {
    get(_target, key) {
      if (!world) throw new Error('The My Leads world opens in beforeAll: read it in a test or a later hook.');
      return Reflect.get(world, key, world);
    },
  });
}

let reps = 0;
/** A rep of the spec's own. */
export function newRep(): string {
  reps += 1;
  return `rep-${reps}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A search result as a save takes it: Casa Verde in Austin, with what the spec changes. */
export function leadToSave(placeId: string, over: Partial<LeadToSave> = {}): LeadToSave {
  const { pitch: _pitch, ...lead } = sampleLead;
  return {
    ...lead,
    id: placeId,
    place_id: placeId,
    address_parts: { street: '1200 E 6th St', city: 'Austin', state: 'TX', zip: '78702' },
    time_zone: 'America/Chicago',
    ...over,
  };
}

/** The envelope an RPC refusal carries (code, message, fields). */
export function refusal(err: unknown): unknown {
  return (err as RpcException).getError();
}
