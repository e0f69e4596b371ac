import { CONTACT_FORM_KINDS, FoundPersonSchema } from '@leadgen/contracts';
import { z } from 'zod';

/** Where a fact was found: the page and a short snippet (tag, text line or link). */
export const EvidenceSchema = z.object({
  url: z.string(),
  snippet: z.string(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

export const LINK_KINDS = [
  'menu',
  'order_online',
  'reservations',
  'catering',
  'private_events',
  'careers',
  'gift_cards',
  'contact',
  'newsletter',
] as const;
export const LinkKindSchema = z.enum(LINK_KINDS);
export type LinkKind = z.infer<typeof LinkKindSchema>;

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'yelp',
  'tripadvisor',
  'linkedin',
  'youtube',
  'pinterest',
] as const;
export const SocialNetworkSchema = z.enum(SOCIAL_NETWORKS);
export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;

/** What a form is for: one of the contracts' form kinds (ContactFormKind), or 'other' (a search box...). */
export const FORM_PURPOSES = [...CONTACT_FORM_KINDS, 'other'] as const;
export const FormPurposeSchema = z.enum(FORM_PURPOSES);
export type FormPurpose = z.infer<typeof FormPurposeSchema>;

export const PROVIDER_CATEGORIES = [
  'ordering',
  'delivery',
  'reservations',
  'catering',
  'events',
  'careers',
  'gift_cards',
  'newsletter',
  'forms',
] as const;
export const ProviderCategorySchema = z.enum(PROVIDER_CATEGORIES);
export type ProviderCategory = z.infer<typeof ProviderCategorySchema>;

export const LinkFactSchema = z.object({
  /** Absolute URL (mailto:/tel: kept as written). */
  href: z.string(),
  text: z.string(),
  kinds: z.array(LinkKindSchema),
  /** Same registrable site as the page. */
  internal: z.boolean(),
  evidence: EvidenceSchema,
});
export type LinkFact = z.infer<typeof LinkFactSchema>;

export const SocialProfileSchema = z.object({
  network: SocialNetworkSchema,
  url: z.string(),
  evidence: EvidenceSchema,
});
export type SocialProfile = z.infer<typeof SocialProfileSchema>;

export const FormFactSchema = z.object({
  /** Absolute action URL; null when the form has none (posts to the page itself) or is inside an iframe. */
  action: z.string().nullable(),
  method: z.string(),
  /** Names of the visible fields (hidden and submit fields left out). */
  fields: z.array(z.string()),
  purpose: FormPurposeSchema,
  /** True for a form embedded through an iframe (its fields cannot be seen). */
  inIframe: z.boolean(),
  /** Host of the form provider (iframe forms, or forms posting to a third party). */
  provider: z.string().nullable(),
  evidence: EvidenceSchema,
});
export type FormFact = z.infer<typeof FormFactSchema>;

export const IframeFactSchema = z.object({
  src: z.string(),
  host: z.string(),
  title: z.string().nullable(),
  /** Known provider name (tripleseat, jotform, opentable, ...) or null. */
  provider: z.string().nullable(),
  evidence: EvidenceSchema,
});
export type IframeFact = z.infer<typeof IframeFactSchema>;

export const ProviderFactSchema = z.object({
  /** Provider name: toast, opentable, resy, sevenrooms, tock, chownow, doordash, ubereats, grubhub, olo, square, clover, ezcater, ... */
  provider: z.string(),
  category: ProviderCategorySchema,
  host: z.string(),
  url: z.string(),
  /** Where it was seen: a link, an iframe, a form action or a script. */
  via: z.enum(['link', 'iframe', 'form', 'script']),
  evidence: EvidenceSchema,
});
export type ProviderFact = z.infer<typeof ProviderFactSchema>;

export const PhoneFactSchema = z.object({
  /** As shown, e.g. "(512) 555-0134". */
  value: z.string(),
  /** Digits only, national number for NANP (10 digits), e.g. "5125550134". */
  digits: z.string(),
  source: z.enum(['tel', 'text', 'json-ld']),
  evidence: EvidenceSchema,
});
export type PhoneFact = z.infer<typeof PhoneFactSchema>;

export const EmailFactSchema = z.object({
  value: z.string(),
  source: z.enum(['mailto', 'text', 'json-ld']),
  evidence: EvidenceSchema,
});
export type EmailFact = z.infer<typeof EmailFactSchema>;

export const TextFactSchema = z.object({ value: z.string(), evidence: EvidenceSchema });
export type TextFact = z.infer<typeof TextFactSchema>;

export const PostalAddressSchema = z.object({
  street: z.string().nullable(),
  locality: z.string().nullable(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  /** One-line form. */
  text: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

export const JsonLdBusinessSchema = z.object({
  /** schema.org types of the node picked, e.g. ['Restaurant']. */
  types: z.array(z.string()),
  name: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  address: PostalAddressSchema.nullable(),
  /** Normalised lines, e.g. "Monday, Tuesday 11:00-22:00" or "Mo-Fr 11:00-22:00". */
  openingHours: z.array(z.string()),
  servesCuisine: z.array(z.string()),
  priceRange: z.string().nullable(),
  menuUrl: z.string().nullable(),
  /** true/false, or a URL where reservations are taken; null when not stated. */
  acceptsReservations: z.union([z.boolean(), z.string()]).nullable(),
  sameAs: z.array(z.string()),
  evidence: EvidenceSchema,
});
export type JsonLdBusiness = z.infer<typeof JsonLdBusinessSchema>;

export const JsonLdFactsSchema = z.object({
  /** ld+json blocks on the page. */
  blocks: z.number().int().min(0).max(10_000),
  /** Blocks that could not be parsed. */
  errors: z.number().int().min(0).max(10_000),
  /** Every @type seen (graph members and nested nodes included). */
  types: z.array(z.string()),
  /** The Restaurant / FoodEstablishment / LocalBusiness / Organization node picked, if any. */
  business: JsonLdBusinessSchema.nullable(),
  /** Menu nodes: their url (or @id) and name. */
  menus: z.array(z.object({ name: z.string().nullable(), url: z.string().nullable() })),
});
export type JsonLdFacts = z.infer<typeof JsonLdFactsSchema>;

export const HeadingSchema = z.object({ level: z.number().int().min(1).max(3), text: z.string() });
export type Heading = z.infer<typeof HeadingSchema>;

export const MarkerEvidenceSchema = z.object({ marker: z.string(), evidence: EvidenceSchema });

export const PageFactsSchema = z.object({
  url: z.string(),
  https: z.boolean(),
  /** Page weight: bytes of HTML. */
  bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  lang: z.string().nullable(),
  title: z.string().nullable(),
  metaDescription: z.string().nullable(),
  canonical: z.string().nullable(),
  /** Target of a <meta http-equiv="refresh"> redirect (delay of 10 s or less), else null. */
  metaRefresh: z.string().nullable(),
  viewport: z.boolean(),
  /** Every <meta name="generator"> content. */
  generator: z.array(z.string()),
  /** og:* properties (first value of each). */
  openGraph: z.record(z.string(), z.string()),
  /** The logo image's alt text without "logo" (the site's own branding), else null. */
  logoAlt: z.string().nullable().optional(),
  headings: z.array(HeadingSchema),
  /** Main text: scripts, styles, nav and footer removed, whitespace collapsed, capped at 20,000 characters. */
  text: z.string(),
  /** Length of the main text before the cap. */
  textLength: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  jsonLd: JsonLdFactsSchema,
  /** Unique links (first 400), each with the kinds it was classified as (possibly none). */
  links: z.array(LinkFactSchema),
  pdfLinks: z.array(LinkFactSchema),
  social: z.array(SocialProfileSchema),
  images: z.object({ total: z.number().int().min(0).max(1_000_000), withAlt: z.number().int().min(0).max(1_000_000) }),
  forms: z.array(FormFactSchema),
  iframes: z.array(IframeFactSchema),
  phones: z.array(PhoneFactSchema),
  emails: z.array(EmailFactSchema),
  /**
   * People named with a role on this page (Owner, Chef/Owner, Founder, Chef, General Manager...), read by
   * the contacts' people reader: each with the page and a quote. One page's mentions, not yet merged.
   */
  people: z.array(FoundPersonSchema),
  /** Lines of text that read like opening hours (day + time). */
  hours: z.array(TextFactSchema),
  /** Online ordering, delivery, reservation, events, careers, ... providers linked or embedded. */
  providers: z.array(ProviderFactSchema),
  /** Raw platform evidence (generator:, script:, style:, img:, iframe:, preconnect:, path:, inline:, comment:, class:, meta:, host:, header:). Not a verdict. */
  platformMarkers: z.array(z.string()),
  markerEvidence: z.array(MarkerEvidenceSchema),
  /** Hosts of external <script src>. */
  scriptHosts: z.array(z.string()),
  scripts: z.object({
    external: z.number().int().min(0).max(1_000_000),
    inline: z.number().int().min(0).max(1_000_000),
    inlineBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
  /** The body has almost no text but scripts (a JS app root): the page needs a browser to show content. */
  looksLikeScriptShell: z.boolean(),
});
export type PageFacts = z.infer<typeof PageFactsSchema>;
