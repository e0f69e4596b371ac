import { defineEntity, p } from '@mikro-orm/core';
import type {
  CustomPitchReportPreferenceSchema,
  DiagnosticResponse,
  Lead,
  LeadStatus,
  Pitch,
  SavedContactKind,
  SearchCriteria,
  SiteContacts,
  SuppressionReason,
} from '@leadgen/contracts';
import type { z } from 'zod';

/** A team's list of saved leads; every rep has a default 'My Leads' of their own in their team. */
export const LeadListSchema = defineEntity({
  name: 'LeadListRow',
  tableName: 'lead_lists',
  properties: {
    id: p.uuid().primary(),
    /** The rep who made it (a default list: whose it is). */
    userId: p.string().length(100),
    teamId: p.string().length(100),
    name: p.string().length(60),
    isDefault: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class LeadListRow extends LeadListSchema.class {}
LeadListSchema.setClass(LeadListRow);

/** A lead a rep saved: identified per rep by its provider's place id, with its pipeline state. */
export const SavedLeadSchema = defineEntity({
  name: 'SavedLeadRow',
  tableName: 'saved_leads',
  properties: {
    id: p.uuid().primary(),
    /** The lead's owner: the rep who saved it, or the one an admin gave it to. */
    userId: p.string().length(100),
    /** The team it belongs to (a rep alone: their own id); it stays with the team when its owner leaves. */
    teamId: p.string().length(100),
    ownerName: p.string().length(200).default(''),
    placeId: p.string().length(300),
    dataSource: p.string().length(10).nullable(),
    listId: p.uuid(),
    name: p.string().length(300),
    /** The lead's facts as last saved from a search. */
    lead: p.json<Lead>(),
    /** Lower-cased name, address, phone and website: what the list's text search matches. */
    searchText: p.text(),
    fitScore: p.double(),
    /** The lead's cuisine (`cuisine_type`) and city (`address_parts.city`), for the list's filters. */
    cuisineType: p.string().length(60).default(''),
    city: p.string().length(100).nullable(),
    /** The city lower-cased: what the city filter matches. */
    cityKey: p.string().length(100).nullable(),
    status: p.string().length(20).$type<LeadStatus>(),
    lostReason: p.string().length(500).nullable(),
    followUpAt: p.datetime().nullable(),
    version: p.integer().default(1),
    /** The week's quiet windows (local minutes from Monday 00:00), for sorting by best time to call. */
    quietWeek: p.json<Array<[number, number]>>(),
    /** The lead's IANA time zone, its own or its state's; null when neither is known. */
    timeZone: p.string().length(60).nullable(),
    noteCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    statusChangedAt: p.datetime().onCreate(() => new Date()),
  },
});
export class SavedLeadRow extends SavedLeadSchema.class {}
SavedLeadSchema.setClass(SavedLeadRow);

export const LeadNoteSchema = defineEntity({
  name: 'LeadNoteRow',
  tableName: 'lead_notes',
  properties: {
    id: p.uuid().primary(),
    leadId: p.uuid(),
    userId: p.string().length(100),
    /** The name of the rep who wrote it. */
    authorName: p.string().length(200).default(''),
    text: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class LeadNoteRow extends LeadNoteSchema.class {}
LeadNoteSchema.setClass(LeadNoteRow);

/** One change of a saved lead, kept as its history. */
export const LeadActivitySchema = defineEntity({
  name: 'LeadActivityRow',
  tableName: 'lead_activities',
  properties: {
    id: p.uuid().primary(),
    leadId: p.uuid(),
    userId: p.string().length(100),
    /** The name of the rep who did it; '' for what the restaurant did (an answer). */
    authorName: p.string().length(200).default(''),
    kind: p.string().length(20),
    /** The change in words; an email sent from Outreach keeps its whole text here. */
    detail: p.text(),
    fromValue: p.string().length(300).nullable(),
    toValue: p.string().length(300).nullable(),
    at: p.datetime(),
    /** The answer in the rep's mailbox an entry tells of (one entry per answer and lead): a retold answer is kept once. */
    inboxId: p.uuid().nullable(),
    /**
     * When the answer moved the lead's status (from `fromValue` to `toValue`): while the lead's status
     * last changed then, nothing has moved it since, and a rep's correction of the answer may put it back.
     */
    movedAt: p.datetime().nullable(),
  },
});
export class LeadActivityRow extends LeadActivitySchema.class {}
LeadActivitySchema.setClass(LeadActivityRow);

export const LeadPitchSchema = defineEntity({
  name: 'LeadPitchRow',
  tableName: 'lead_pitches',
  properties: {
    id: p.uuid().primary(),
    leadId: p.uuid(),
    userId: p.string().length(100),
    kind: p.string().length(20).$type<'generated' | 'custom'>(),
    pitch: p.json<Pitch>(),
    vendor: p.json<{ company_name: string; website_url: string }>().nullable(),
    createdAt: p.datetime(),
  },
});
export class LeadPitchRow extends LeadPitchSchema.class {}
LeadPitchSchema.setClass(LeadPitchRow);

export const LeadDiagnosticSchema = defineEntity({
  name: 'LeadDiagnosticRow',
  tableName: 'lead_diagnostics',
  properties: {
    id: p.uuid().primary(),
    leadId: p.uuid(),
    userId: p.string().length(100),
    report: p.json<DiagnosticResponse>(),
    createdAt: p.datetime(),
  },
});
export class LeadDiagnosticRow extends LeadDiagnosticSchema.class {}
LeadDiagnosticSchema.setClass(LeadDiagnosticRow);

/** A search's criteria under a name, with the place ids its last run found (to mark new leads). */
/** What a watch last saw of a place: announced or open (s), the announced day (d), website (w), rating (r), reviews (n), first seen (f). */
export interface WatchedPlace {
  s: 'announced' | 'operational' | 'closed';
  d: string | null;
  w: string | null;
  r: number | null;
  n: number | null;
  f: string;
}

export const SavedSearchSchema = defineEntity({
  name: 'SavedSearchRow',
  tableName: 'saved_searches',
  properties: {
    id: p.uuid().primary(),
    /** The rep who saved it; the team's reps all run it. */
    userId: p.string().length(100),
    teamId: p.string().length(100),
    name: p.string().length(80),
    criteria: p.json<SearchCriteria>(),
    lastPlaceIds: p.json<string[]>().nullable(),
    lastRunAt: p.datetime().nullable(),
    lastCount: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Watched: 'weekly' or 'daily'; null when not. The rest is the watch's schedule, claim and memory. */
    watchFrequency: p.string().length(10).nullable(),
    watchSince: p.datetime().nullable(),
    watchLastRunAt: p.datetime().nullable(),
    watchNextRunAt: p.datetime().nullable(),
    watchClaimedUntil: p.datetime().nullable(),
    watchAttempts: p.integer().default(0),
    watchState: p.json<Record<string, WatchedPlace>>().nullable(),
  },
});
export class SavedSearchRow extends SavedSearchSchema.class {}
SavedSearchSchema.setClass(SavedSearchRow);

/**
 * The business report a rep chose for custom pitches, as leads kept it before accounts did. Only
 * read now, by the carry-over accounts asks for (leads.custom-pitch-report-carry-over); a later step
 * drops the table.
 */
export const UserPreferenceSchema = defineEntity({
  name: 'UserPreferenceRow',
  tableName: 'user_preferences',
  properties: {
    userId: p.string().length(100).primary(),
    customPitchReport: p.json<z.infer<typeof CustomPitchReportPreferenceSchema>['report']>().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class UserPreferenceRow extends UserPreferenceSchema.class {}
UserPreferenceSchema.setClass(UserPreferenceRow);

/**
 * One contact kept on a saved lead: an email, a phone or a person, read from the site or added by
 * the rep. A contact the rep removed stays as a tombstone (`removedAt`), so a later read of the
 * site never brings it back; one the rep added or corrected is never overwritten by a read.
 */
export const LeadContactSchema = defineEntity({
  name: 'LeadContactRow',
  tableName: 'lead_contacts',
  properties: {
    id: p.uuid().primary(),
    leadId: p.uuid(),
    userId: p.string().length(100),
    kind: p.string().length(10).$type<SavedContactKind>(),
    /** Email lower-cased, phone as E.164, or the person's name. */
    value: p.string().length(200),
    /** Email or E.164 lower-cased, or the name folded: what tells one contact from another of its kind. */
    valueKey: p.string().length(200),
    display: p.string().length(100).nullable(),
    label: p.string().length(50),
    email: p.string().length(200).nullable(),
    phone: p.string().length(40).nullable(),
    disposable: p.boolean().default(false),
    source: p.string().length(10).$type<'site' | 'rep'>(),
    edited: p.boolean().default(false),
    pageUrl: p.string().length(2048).nullable(),
    evidence: p.string().length(400).nullable(),
    removedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    /** Why its address (an email's, or a person's email) may not be emailed: the rep's suppression list says so. */
    optedOut: p.string().length(20).$type<SuppressionReason>().nullable(),
    optedOutAt: p.datetime().nullable(),
  },
});
export class LeadContactRow extends LeadContactSchema.class {}
LeadContactSchema.setClass(LeadContactRow);

/**
 * An address on the rep's suppression list, as outreach told it (lower-cased): a contact kept later
 * with that address (a new read of the site, a lead saved again, one the rep adds) is marked too.
 */
export const ContactOptOutSchema = defineEntity({
  name: 'ContactOptOutRow',
  tableName: 'contact_opt_outs',
  properties: {
    userId: p.string().length(100).primary(),
    address: p.string().length(254).primary(),
    reason: p.string().length(20).$type<SuppressionReason>(),
    at: p.datetime(),
  },
});
export class ContactOptOutRow extends ContactOptOutSchema.class {}
ContactOptOutSchema.setClass(ContactOptOutRow);

/** A saved lead's last read of its website: the links, forms and social profiles beside the contacts. */
export const LeadContactReadSchema = defineEntity({
  name: 'LeadContactReadRow',
  tableName: 'lead_contact_reads',
  properties: {
    leadId: p.uuid().primary(),
    userId: p.string().length(100),
    result: p.json<Omit<SiteContacts, 'emails' | 'phones' | 'people'>>(),
    readAt: p.datetime(),
  },
});
export class LeadContactReadRow extends LeadContactReadSchema.class {}
LeadContactReadSchema.setClass(LeadContactReadRow);

export const ENTITIES = [
  LeadListSchema,
  SavedLeadSchema,
  LeadNoteSchema,
  LeadActivitySchema,
  LeadPitchSchema,
  LeadDiagnosticSchema,
  SavedSearchSchema,
  UserPreferenceSchema,
  LeadContactSchema,
  LeadContactReadSchema,
  ContactOptOutSchema,
];
