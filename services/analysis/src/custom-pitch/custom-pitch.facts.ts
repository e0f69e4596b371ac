import type { CustomPitchRequest } from '@leadgen/contracts';

type Report = CustomPitchRequest['business_analysis'];
type LeadIn = CustomPitchRequest['lead'];

export interface VendorPersona {
  role: string;
  goal: string | null;
  frustration: string | null;
  /** The report's step-4 script for this persona, when it has one. */
  script: string | null;
}

/** What the rep's own business report says, reduced to what a pitch can use. */
export interface VendorFacts {
  company_name: string;
  website_url: string;
  /** Core value proposition, else the messaging headline, the description or the analysis text. */
  value_proposition: string | null;
  description: string | null;
  messaging_brief: string | null;
  personas: VendorPersona[];
  features: { feature: string; benefit: string }[];
  problems: { problem: string; solution: string | null }[];
  proof_points: string[];
  positioning: string | null;
}

/** What the lead record says about the restaurant; nothing else about it is known. */
export interface RestaurantFacts {
  name: string;
  cuisine: string | null;
  address: string | null;
  google_rating: number | null;
  review_count: number | null;
  location_count: number | null;
  website: string | null;
  phone: string | null;
  hours: string[];
  open_now: boolean | null;
  fit_score: number;
}

export interface CustomPitchInput {
  vendor: VendorFacts;
  restaurant: RestaurantFacts;
}

/** Model-written report texts may carry markdown; the pitch is plain text. */
export function plain(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a sentence end when there is one, else at a word. */
export function clip(text: string, max: number): string {
  const t = plain(text);
  if (t.length <= max) return t;
  const head = t.slice(0, max);
  const sentence = head.match(/^.*[.!?](?=\s|$)/)?.[0];
  if (sentence && sentence.length >= max * 0.4) return sentence;
  const word = head.replace(/\s+\S*$/, '');
  return `${word.replace(/[,;:\s-]+$/, '')}…`;
}

const orNull = (t: string | null | undefined) => plain(t) || null;

/** Title-cased cuisine from the lead's snake_case value ("thai_fusion" -> "Thai Fusion"). */
export function cuisineName(value: string): string | null {
  const words = value.replace(/_/g, ' ').trim().split(/\s+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join(' ') : null;
}

function headline(brief: string | null | undefined): string | null {
  const line = (brief ?? '').split('\n').find((l) => /^\s*(?:[-*#]+\s*)?(?:\*\*)?headline(?:\*\*)?\s*:/i.test(l));
  return line ? orNull(line.replace(/^[^:]*:/, '')) : null;
}

/** The profile's personas with their step-4 scripts, then any scripted persona the profile does not name. */
function personasOf(report: Report): VendorPersona[] {
  const scripts = report.persona_pitches ?? {};
  const personas: VendorPersona[] = (report.business_profile?.personas ?? []).map((p) => ({
    role: plain(p.role),
    goal: orNull(p.goal),
    frustration: orNull(p.frustration),
    script: orNull(scripts[p.role]),
  }));
  for (const [role, script] of Object.entries(scripts)) {
    if (!personas.some((p) => p.role === plain(role)))
      personas.push({ role: plain(role), goal: null, frustration: null, script: orNull(script) });
  }
  return personas.filter((p) => p.role);
}

/** The problems the vendor solves, then the buyer's pain points the report lists without a solution. */
function problemsOf(report: Report): VendorFacts['problems'] {
  const problems = (report.problemsSolved ?? []).map((p) => ({
    problem: plain(p.problem),
    solution: orNull(p.solution),
  }));
  for (const pain of report.targetCustomerProfile?.psychographics.painPoints ?? []) {
    if (plain(pain) && !problems.some((p) => p.problem.toLowerCase() === plain(pain).toLowerCase()))
      problems.push({ problem: plain(pain), solution: null });
  }
  return problems.filter((p) => p.problem);
}

export function vendorFacts(report: Report): VendorFacts {
  const profile = report.business_profile;
  const description = orNull(profile?.description);
  return {
    company_name: plain(report.company_name),
    website_url: report.website_url,
    value_proposition:
      orNull(report.coreUSP) ??
      headline(report.messaging_brief) ??
      description ??
      orNull(report.business_analysis_text) ??
      orNull(report.pitch_content?.split(/\n\s*\n/)[0]),
    description,
    messaging_brief: report.messaging_brief?.trim() || null,
    personas: personasOf(report),
    features: (profile?.features ?? [])
      .map((f) => ({ feature: plain(f.feature), benefit: plain(f.benefit) }))
      .filter((f) => f.feature),
    problems: problemsOf(report),
    proof_points: Object.values(profile?.metrics ?? {})
      .map(plain)
      .filter(Boolean),
    positioning: orNull(report.overallStrategicPositioning),
  };
}

/** Whether the report holds anything a pitch can be written from. */
export function hasMessaging(v: VendorFacts): boolean {
  return !!v.value_proposition || v.personas.length > 0 || v.problems.length > 0 || v.features.length > 0;
}

export function restaurantFacts(lead: LeadIn): RestaurantFacts {
  return {
    name: plain(lead.name),
    cuisine: cuisineName(lead.cuisine_type),
    address: orNull(lead.address),
    google_rating: lead.google_rating && lead.google_rating > 0 ? lead.google_rating : null,
    review_count: lead.review_count,
    location_count: lead.location_count,
    website: orNull(lead.website),
    phone: orNull(lead.phone),
    hours: (lead.operating_hours?.weekday_text ?? []).map(plain).filter(Boolean),
    open_now: lead.operating_hours?.is_open_now ?? null,
    fit_score: lead.fit_score,
  };
}

export function customPitchInput(req: CustomPitchRequest): CustomPitchInput {
  return { vendor: vendorFacts(req.business_analysis), restaurant: restaurantFacts(req.lead) };
}
