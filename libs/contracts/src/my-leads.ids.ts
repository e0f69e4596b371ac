/* The ids a My Leads route names: a saved lead, a list, a saved search. */
import { z } from 'zod';

/** A uuid, refused with a message naming what it identifies. */
export const Id = (what: string) => z.uuid(`${what} must be a valid id`);

/** `{id}` of /api/my-leads/{id}, /api/lists/{id} and /api/saved-searches/{id}. */
export const SavedLeadIdParamsSchema = z.object({ id: Id('Lead id') }).strict();
export const LeadListIdParamsSchema = z.object({ id: Id('List id') }).strict();
export const SavedSearchIdParamsSchema = z.object({ id: Id('Saved search id') }).strict();
