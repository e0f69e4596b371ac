import type { CustomPitchRequest, Pitch } from '@leadgen/contracts';

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

const endSentence = (t: string) => (/[.!?…]$/.test(t) ? t : `${t}.`);
const lowerFirst = (t: string) => (/^[A-Z][a-z]/.test(t) ? t[0]!.toLowerCase() + t.slice(1) : t);
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

export function vendorFacts(report: Report): VendorFacts {
  const profile = report.business_profile;
  const scripts = report.persona_pitches ?? {};
  const personas: VendorPersona[] = (profile?.personas ?? []).map((p) => ({
    role: plain(p.role),
    goal: orNull(p.goal),
    frustration: orNull(p.frustration),
    script: orNull(scripts[p.role]),
  }));
  for (const [role, script] of Object.entries(scripts)) {
    if (!personas.some((p) => p.role === plain(role))) personas.push({ role: plain(role), goal: null, frustration: null, script: orNull(script) });
  }
  const problems = (report.problemsSolved ?? []).map((p) => ({ problem: plain(p.problem), solution: orNull(p.solution) }));
  for (const pain of report.targetCustomerProfile?.psychographics.painPoints ?? []) {
    if (plain(pain) && !problems.some((p) => p.problem.toLowerCase() === plain(pain).toLowerCase())) problems.push({ problem: plain(pain), solution: null });
  }
  const description = orNull(profile?.description);
  return {
    company_name: plain(report.company_name),
    website_url: report.website_url,
    value_proposition:
      orNull(report.coreUSP) ?? headline(report.messaging_brief) ?? description ?? orNull(report.business_analysis_text) ?? orNull(report.pitch_content?.split(/\n\s*\n/)[0]),
    description,
    messaging_brief: report.messaging_brief?.trim() || null,
    personas: personas.filter((p) => p.role),
    features: (profile?.features ?? []).map((f) => ({ feature: plain(f.feature), benefit: plain(f.benefit) })).filter((f) => f.feature),
    problems: problems.filter((p) => p.problem),
    proof_points: Object.values(profile?.metrics ?? {}).map(plain).filter(Boolean),
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

/** The persona a rep should ask for at this restaurant: a multi-unit buyer for groups, else the owner. */
export function personaFor(v: VendorFacts, r: RestaurantFacts): VendorPersona | null {
  const find = (re: RegExp) => v.personas.find((p) => re.test(p.role));
  const multi = (r.location_count ?? 1) >= 3;
  return (
    (multi ? find(/multi|franchise|group|chain|director|regional/i) : null) ??
    find(/owner|operator|founder/i) ??
    find(/general manager|\bgm\b|manager/i) ??
    v.personas[0] ??
    null
  );
}

/** Days the listed hours say the restaurant is closed ("Monday: Closed" -> "Monday"). */
export function closedDays(hours: string[]): string[] {
  return hours.filter((h) => /:\s*closed\b/i.test(h)).map((h) => h.split(':')[0]!.trim());
}

const plural = (role: string) => (/s$/i.test(role) ? role.toLowerCase() : `${role.toLowerCase()}s`);

/** The script's words after its greeting ("Hi, I work with X."), at most two sentences. */
function scriptBody(script: string, vendor: string): string {
  const sentences = plain(script).split(/(?<=[.!?])\s+/);
  const greeting = new RegExp(`^(hi|hello|hey)\\b|\\b${vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b.*\\b(work|calling|with|from)\\b`, 'i');
  while (sentences.length > 1 && greeting.test(sentences[0]!) && sentences[0]!.length < 90) sentences.shift();
  return clip(sentences.slice(0, 2).join(' '), 260);
}

/**
 * A pitch from the report and the lead alone: the vendor's own value proposition, persona script,
 * problems and features, aimed at the restaurant through the facts of its lead record. Nothing is
 * claimed about the restaurant that the record does not say.
 */
export function deterministicCustomPitch({ vendor: v, restaurant: r }: CustomPitchInput): Pitch {
  const persona = personaFor(v, r);
  const vp = v.value_proposition ? endSentence(clip(v.value_proposition, 240)) : null;
  const ratingLine =
    r.google_rating !== null && r.review_count !== null
      ? `Rated ${r.google_rating} from ${r.review_count.toLocaleString('en-US')} reviews.`
      : r.google_rating !== null
        ? `Rated ${r.google_rating}.`
        : null;
  const closed = closedDays(r.hours);

  const insights: string[] = [];
  insights.push(`${r.name} is ${r.cuisine ? `a ${r.cuisine} restaurant` : 'a restaurant'}${r.address ? ` at ${r.address}` : ''}.`);
  if (ratingLine) insights.push(ratingLine);
  if (r.location_count !== null) insights.push(r.location_count === 1 ? 'A single location.' : `${r.location_count} locations.`);
  insights.push(r.website ? `Website: ${r.website}.` : 'No website is listed.');
  if (r.hours.length) insights.push(`Lists opening hours for ${r.hours.length} ${r.hours.length === 1 ? 'day' : 'days'}${closed.length ? `; closed ${closed.join(', ')}` : ''}.`);
  if (persona) {
    insights.push(`Best contact for ${v.company_name}: the ${persona.role.toLowerCase()}${persona.goal ? `, whose goal in the report is to ${lowerFirst(persona.goal).replace(/\.$/, '')}` : ''}.`);
  }

  const pains: string[] = [];
  const addPain = (t: string | null | undefined) => {
    const p = t ? endSentence(clip(t, 200)) : null;
    if (p && !pains.some((x) => x.toLowerCase() === p.toLowerCase())) pains.push(p);
  };
  addPain(persona?.frustration);
  for (const p of v.problems) addPain(p.problem);
  for (const p of v.personas) addPain(p.frustration);

  const opportunities: string[] = [];
  const addOpportunity = (t: string) => {
    const o = clip(t, 200);
    if (o && !opportunities.some((x) => x.toLowerCase() === o.toLowerCase())) opportunities.push(o);
  };
  // A benefit that only restates the feature ("Helps restaurants with <feature>") adds nothing.
  for (const f of v.features) addOpportunity(f.benefit && !f.benefit.toLowerCase().includes(f.feature.toLowerCase()) ? `${f.feature}: ${f.benefit}` : f.feature);
  for (const p of v.problems) if (p.solution) addOpportunity(p.solution);
  if (opportunities.length === 0 && vp) addOpportunity(vp);

  const hook =
    r.google_rating !== null && r.review_count !== null
      ? `I saw that ${r.name} holds a ${r.google_rating}-star rating across ${r.review_count.toLocaleString('en-US')} reviews.`
      : r.location_count !== null && r.location_count > 1
        ? `I saw that ${r.name} runs ${r.location_count} locations.`
        : `I came across your ${r.cuisine ? `${r.cuisine} ` : ''}restaurant${r.address ? ` at ${r.address}` : ''}.`;
  const pitchLine = vp ?? (persona?.goal ? `${v.company_name} helps ${plural(persona.role)} ${lowerFirst(endSentence(persona.goal))}` : `${v.company_name} works with restaurants like yours.`);
  const spoken = persona?.script
    ? scriptBody(persona.script, v.company_name)
    : persona?.goal
      ? `${v.company_name} helps ${plural(persona.role)} ${lowerFirst(endSentence(persona.goal))}`
      : vp ?? '';
  const firstPain = pains[0];
  const firstFix = v.problems.find((p) => p.solution && firstPain && firstPain.toLowerCase().startsWith(p.problem.toLowerCase().slice(0, 40)))?.solution ?? v.problems.find((p) => p.solution)?.solution ?? null;
  const proof = v.proof_points[0] ? endSentence(clip(v.proof_points[0], 160)) : null;

  const facts = [vp, persona?.script, v.problems.length > 0, v.features.length > 0, ratingLine, r.location_count !== null].filter(Boolean).length;

  return {
    confidence_score: Math.min(0.5, 0.2 + 0.05 * facts),
    key_insights: insights.slice(0, 6),
    pain_points: pains.slice(0, 4),
    opportunity_highlights: opportunities.slice(0, 4),
    email_opener: `Hi ${r.name} team, I'm reaching out from ${v.company_name}. ${hook} ${pitchLine} Would a 15-minute call next week make sense?`,
    call_opener: `Hi, is this ${r.name}? I'm calling from ${v.company_name}${persona ? `; could I speak with the ${persona.role.toLowerCase()}?` : '.'} ${spoken}`.trim(),
    value_proposition: `For ${r.name} — ${pitchLine}${proof ? ` ${v.company_name} states: ${proof}` : ''}`,
    suggested_approach: [
      `Ask for the ${persona ? persona.role.toLowerCase() : 'owner or general manager'}${r.location_count && r.location_count > 1 ? ` (${r.name} runs ${r.location_count} locations)` : ''}`,
      persona?.script ? ` and open with ${v.company_name}'s ${persona.role} script` : '',
      firstPain ? `. Lead with the problem "${firstPain.replace(/\.$/, '')}"${firstFix ? ` and how ${v.company_name} answers it (${clip(firstFix, 160).replace(/\.$/, '')})` : ''}` : '',
      `. Call outside meal rushes (2-4 pm)${closed.length ? `, not on ${closed.join(' or ')}, when the listed hours say it is closed` : ''}.`,
    ].join(''),
  };
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/**
 * Drops list items of a model-written pitch that state a number found in neither the report nor
 * the lead: a figure the model made up.
 */
export function groundCustomPitch(pitch: Pitch, input: CustomPitchInput): Pitch {
  const known = JSON.stringify(input).replace(/,(?=\d{3}\b)/g, '');
  const invented = (text: string) => (text.match(NUMBER) ?? []).some((n) => !known.includes(n.replace(/,/g, '')));
  const keep = (items: string[]) => items.filter((t) => !invented(t));
  return { ...pitch, key_insights: keep(pitch.key_insights), pain_points: keep(pitch.pain_points), opportunity_highlights: keep(pitch.opportunity_highlights) };
}
