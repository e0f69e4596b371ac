/* Contacts: who to reach at a restaurant, read from its website with the evidence, and as a rep keeps them on a saved lead. */
import { z } from 'zod';
import { CONTACT_SOCIAL_NETWORKS } from './contacts.constants.js';
import { SUPPRESSION_REASONS } from './outreach.constants.js';
import { WebUrlSchema } from './web-url.js';

export * from './contacts.constants.js';

/** A role address (info@, events@, catering@, jobs@...) or a person's own (maria@, m.lopez@). */
export const EMAIL_KINDS = ['role', 'personal'] as const;
export const EmailKindSchema = z.enum(EMAIL_KINDS);
export type EmailKind = z.infer<typeof EmailKindSchema>;

export const PHONE_KINDS = ['phone', 'fax'] as const;
export const PhoneKindSchema = z.enum(PHONE_KINDS);
export type PhoneKind = z.infer<typeof PhoneKindSchema>;

/** The roles a person is read with, as a rep would say them. */
export const PERSON_ROLES = [
  'Owner',
  'Co-owner',
  'Founder',
  'Chef/Owner',
  'Chef',
  'General Manager',
  'Manager',
] as const;
export const PersonRoleSchema = z.enum(PERSON_ROLES);
export type PersonRole = z.infer<typeof PersonRoleSchema>;

export const CONTACT_FORM_KINDS = ['contact', 'catering', 'private_party', 'reservation', 'job', 'newsletter'] as const;
export const ContactFormKindSchema = z.enum(CONTACT_FORM_KINDS);
export type ContactFormKind = z.infer<typeof ContactFormKindSchema>;

export const ContactSocialNetworkSchema = z.enum(CONTACT_SOCIAL_NETWORKS);

/** Where a contact was read: the page and a short quote of it (at most 300 characters). */
const Evidence = { page_url: z.string(), evidence: z.string() };

export const FoundEmailSchema = z.object({
  address: z.string(),
  kind: EmailKindSchema,
  /** A throwaway-mail domain (from a kept list): worth no send. */
  disposable: z.boolean(),
  ...Evidence,
});
export type FoundEmail = z.infer<typeof FoundEmailSchema>;

export const FoundPhoneSchema = z.object({
  /** +15125550143 */
  e164: z.string(),
  /** As a rep would dial it: (512) 555-0143 */
  display: z.string(),
  kind: PhoneKindSchema,
  ...Evidence,
});
export type FoundPhone = z.infer<typeof FoundPhoneSchema>;

export const FoundPersonSchema = z.object({ name: z.string(), role: PersonRoleSchema, ...Evidence });
export type FoundPerson = z.infer<typeof FoundPersonSchema>;

export const FoundFormSchema = z.object({ kind: ContactFormKindSchema, url: z.string() });
export type FoundForm = z.infer<typeof FoundFormSchema>;

/** A reservation or online-ordering link: the provider as the site reader names it (opentable, toast...). */
export const ProviderLinkSchema = z.object({ provider: z.string(), url: z.string() });
export type ProviderLink = z.infer<typeof ProviderLinkSchema>;

/** What one read of a restaurant's website found. */
export const SiteContactsSchema = z.object({
  website_url: z.string(),
  emails: z.array(FoundEmailSchema),
  phones: z.array(FoundPhoneSchema),
  people: z.array(FoundPersonSchema),
  social: z.partialRecord(ContactSocialNetworkSchema, z.string()),
  forms: z.array(FoundFormSchema),
  /** The page of the site's general contact form, null without one. */
  contact_form_url: z.string().nullable(),
  ordering_links: z.array(ProviderLinkSchema),
  reservation_links: z.array(ProviderLinkSchema),
  /** The pages read, home page first (at most 6). */
  pages_read: z.array(z.string()),
  /** Why little or nothing was found, in the product's words ("The website took too long to answer."); null when the read went well. */
  site_note: z.string().nullable(),
  read_at: z.string(),
});
export type SiteContacts = z.infer<typeof SiteContactsSchema>;

/** POST /api/leads/contacts: 'Find contacts' on a restaurant's website. */
export const ContactsFindRequestSchema = z.object({ website_url: WebUrlSchema }).strict();
export const ContactsFindResponseSchema = SiteContactsSchema;

// ---------------------------------------------------------------------------------------------
// A saved lead's contacts: what reads found and what the rep added or corrected

export const SAVED_CONTACT_KINDS = ['email', 'phone', 'person'] as const;
export const SavedContactKindSchema = z.enum(SAVED_CONTACT_KINDS);
export type SavedContactKind = z.infer<typeof SavedContactKindSchema>;

/**
 * One contact kept on a saved lead. `source` says who put it there: a read of the site, or the rep.
 * A contact the rep added or corrected (source 'rep', or `edited`) is never overwritten by a later
 * read; a later read only adds contacts it did not have, and never brings back one the rep removed.
 */
export const SavedContactSchema = z.object({
  id: z.uuid(),
  kind: SavedContactKindSchema,
  /** Email address, phone as E.164, or the person's name. */
  value: z.string(),
  /** Phone as a rep would dial it; null for the others. */
  display: z.string().nullable(),
  /** email: role | personal; phone: phone | fax; person: the role ('Owner', 'Chef'...). */
  label: z.string(),
  /** For a person: an email or phone the rep keeps with them (optional). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  disposable: z.boolean(),
  source: z.enum(['site', 'rep']),
  edited: z.boolean(),
  page_url: z.string().nullable(),
  evidence: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * Why its address (an email, or a person's email) may not be emailed: it unsubscribed, bounced, asked
   * not to be, or the rep put it on the suppression list; null when it may. Absent from an older service.
   */
  opted_out: z.enum(SUPPRESSION_REASONS).nullable().optional(),
  /** When it went on the suppression list. */
  opted_out_at: z.string().nullable().optional(),
});
export type SavedContact = z.infer<typeof SavedContactSchema>;

/** A saved lead's contacts and the rest of its last site read (links, forms, social profiles). */
export const SavedLeadContactsSchema = z.object({
  contacts: z.array(SavedContactSchema),
  last_read: SiteContactsSchema.omit({ emails: true, phones: true, people: true }).nullable(),
});
export type SavedLeadContacts = z.infer<typeof SavedLeadContactsSchema>;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
/** Digits a phone may be typed with: +, spaces, dots, dashes, brackets; 7 to 15 digits. */
const PHONE = /^\+?[\d\s().-]{7,25}$/;

const ContactValue = z.string().trim().min(1, 'Value is required').max(200, 'Value must be at most 200 characters');

/** POST /api/my-leads/{id}/contacts: a contact the rep adds by hand. Checked for its kind (400 naming the field). */
export const ContactCreateRequestSchema = z
  .object({
    kind: SavedContactKindSchema,
    value: ContactValue,
    label: z.string().trim().max(50, 'Label must be at most 50 characters').optional(),
    email: z.string().trim().max(200).regex(EMAIL, 'Email must be a valid email address').nullable().optional(),
    phone: z.string().trim().regex(PHONE, 'Phone must be a valid phone number').nullable().optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.kind === 'email' && !EMAIL.test(c.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Email must be a valid email address' });
    if (c.kind === 'phone' && !PHONE.test(c.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Phone must be a valid phone number' });
  });
export type ContactCreateRequest = z.infer<typeof ContactCreateRequestSchema>;

/** PATCH /api/my-leads/{id}/contacts/{contact_id}: a correction; the kind stays. */
export const ContactUpdateRequestSchema = z
  .object({
    value: ContactValue.optional(),
    label: z.string().trim().max(50, 'Label must be at most 50 characters').optional(),
    email: z.string().trim().max(200).regex(EMAIL, 'Email must be a valid email address').nullable().optional(),
    phone: z.string().trim().regex(PHONE, 'Phone must be a valid phone number').nullable().optional(),
  })
  .strict();
export type ContactUpdateRequest = z.infer<typeof ContactUpdateRequestSchema>;

/** `{id}` and `{contact_id}` of /api/my-leads/{id}/contacts/{contact_id}. */
export const SavedContactParamsSchema = z
  .object({ id: z.uuid('Lead id must be a valid id'), contact_id: z.uuid('Contact id must be a valid id') })
  .strict();

/** Exported for the service, which checks an edited value against its kind (an email's value must be an email). */
export const CONTACT_EMAIL_PATTERN = EMAIL;
export const CONTACT_PHONE_PATTERN = PHONE;
