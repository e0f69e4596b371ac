import {
  apiErrorText,
  DIAGNOSTIC_FAILED_MESSAGE,
  DIAGNOSTIC_PITCH_FAILED_MESSAGE,
  DIAGNOSTIC_THRESHOLDS as T,
  type DiagnosticResponse,
  type Finding,
  slugify,
  type Pitch,
} from '@leadgen/contracts';

/** The server's message for a failed diagnostic, else 'Failed to analyze website'. */
export const checklistError = (err: unknown) => apiErrorText(err, DIAGNOSTIC_FAILED_MESSAGE);
/** The server's message for a failed pitch, else 'Failed to generate pitch'. */
export const pitchError = (err: unknown) => apiErrorText(err, DIAGNOSTIC_PITCH_FAILED_MESSAGE);

/** Trimmed URL to submit, or null when the submission must do nothing (empty). */
export function urlToSubmit(raw: string): string | null {
  const url = raw.trim();
  return url ? url : null;
}

/** A file name from the restaurant's name: "Casa del Sol" -> "casa-del-sol-diagnostic.txt". */
export function exportFilename(name: string): string {
  return `${slugify(name, 60)}-diagnostic.txt`;
}

export const yesNo = (v: boolean | null | undefined) =>
  v === null || v === undefined ? 'Inconclusive' : v ? 'Yes' : 'No';

export function gradeLabel(
  kind: 'review_count' | 'rating' | 'review_response_rate',
  value: number | null,
): string | null {
  if (value === null) return null;
  if (kind === 'review_count') return value >= T.strongReviewCount ? 'Strong' : 'Needs improvement';
  if (kind === 'rating') return value >= T.excellentRating ? 'Excellent' : 'Needs improvement';
  return value >= T.goodResponseRate ? 'Good' : 'Needs improvement';
}

type GoogleData = DiagnosticResponse['google_data'];

/** The photos item as the service words it ('14/20', or from Google Places '3' or '10+'); null when unknown. */
export function photosShown(g: GoogleData): string | null {
  if (g.professional_photos === null) return null;
  return g.grades?.professional_photos ?? `${g.professional_photos}/${T.professionalPhotosOutOf}`;
}

/** The response rate, or why there is none ('Not available from Google Places'), never a blank. */
export function responseRateShown(g: GoogleData): string {
  return g.review_response_rate !== null
    ? `${g.review_response_rate}%`
    : (g.review_response_rate_note ?? 'Not available');
}

export function findingFor(result: DiagnosticResponse, id: string): Finding | undefined {
  return result.findings?.find((f) => f.id === id);
}

/** The pitch fields as this page reads them: from the top level of the pitch response, never from a pitch_content wrapper. */
export function pitchFromResponse(res: Partial<Pitch> & { pitch_content?: Partial<Pitch> }): Partial<Pitch> {
  const pick = (k: keyof Pitch) => (res[k] !== undefined ? res[k] : undefined);
  return {
    email_opener: pick('email_opener') as string | undefined,
    call_opener: pick('call_opener') as string | undefined,
    value_proposition: pick('value_proposition') as string | undefined,
    suggested_approach: pick('suggested_approach') as string | undefined,
    key_insights: pick('key_insights') as string[] | undefined,
    pain_points: pick('pain_points') as string[] | undefined,
    opportunity_highlights: pick('opportunity_highlights') as string[] | undefined,
    confidence_score: pick('confidence_score') as number | undefined,
  };
}

const line = (label: string, value: unknown) =>
  `${label}: ${value === null || value === undefined || value === '' ? 'Not available' : String(value)}`;

/** The head of the report: the restaurant, its site, when it was read, and who and where it is. */
function headLines(r: DiagnosticResponse): string[] {
  const out = [`Restaurant Diagnostic: ${r.restaurant_name}`];
  if (r.website_url) out.push(line('Website', r.website_url));
  if (r.analyzed_at) out.push(line('Analyzed', r.analyzed_at));
  out.push(line('Owner', r.owner_name), line('Category', r.category), line('Location', r.location));
  if (r.site?.reason) out.push('', `Note: ${r.site.reason}`);
  return out;
}

function competitionLines(r: DiagnosticResponse): string[] {
  const out = ['', 'NEARBY COMPETITION'];
  if (r.nearby_competition.length)
    for (const c of r.nearby_competition)
      out.push(
        `- ${c.name}${c.rating !== null ? ` (${c.rating}★, ${c.review_count ?? 0} reviews)` : ''}${c.address ? ` — ${c.address}` : ''}`,
      );
  else out.push('- None found');
  return out;
}

function clientLines(r: DiagnosticResponse): string[] {
  const out = ['', 'NEARBY CLIENTS'];
  if (r.nearby_spothopper_clients.length)
    for (const c of r.nearby_spothopper_clients)
      out.push(`- ${c.name} — ${[c.address, c.city, c.state].filter(Boolean).join(', ')}`);
  else out.push('- None on your customer list nearby');
  return out;
}

/** A Google figure with its grade after it, when there is a figure. */
function graded(label: string, shown: unknown, kind: Parameters<typeof gradeLabel>[0], value: number | null): string {
  return `${line(label, shown)}${value !== null ? ` (${gradeLabel(kind, value)})` : ''}`;
}

function googleLines(r: DiagnosticResponse): string[] {
  const g = r.google_data;
  const rate = g.review_response_rate;
  const out = ['', 'GOOGLE DATA'];
  out.push(graded('Reviews', g.review_count, 'review_count', g.review_count));
  out.push(graded('Rating', g.rating, 'rating', g.rating));
  out.push(graded('Review response rate', responseRateShown(g), 'review_response_rate', rate));
  out.push(line('Professional photos', photosShown(g)));
  out.push(line('Attributes filled', g.attributes_filled));
  if (g.note) out.push(`Source: ${g.note}`);
  return out;
}

function websiteLines(r: DiagnosticResponse): string[] {
  const wa = r.website_analysis;
  const out = ['', 'WEBSITE ANALYSIS'];
  out.push(line('Platform', wa.platform), line('Platform type', wa.platform_type));
  out.push(
    wa.quality_score === null
      ? `Quality score: Inconclusive (${wa.points_decided ?? 0} of ${wa.points_possible_decided ?? 0} points on the checks that could be decided)`
      : `Quality score: ${wa.quality_score}/${T.qualityScoreOutOf}`,
  );
  for (const c of wa.checks ?? []) {
    out.push(
      `- [${c.status === 'pass' ? 'PASS' : c.status === 'fail' ? 'FAIL' : 'INCONCLUSIVE'}] ${c.label} (${c.points}/${c.max_points}): ${c.status === 'inconclusive' ? (c.reason ?? c.detail) : c.detail}`,
    );
    for (const e of c.evidence.slice(0, 2)) out.push(`    evidence: ${e.url} — ${e.snippet.replace(/\s+/g, ' ')}`);
  }
  return out;
}

function conversionLines(r: DiagnosticResponse): string[] {
  const cv = r.conversions;
  return [
    '',
    'CONVERSIONS',
    'Private parties:',
    `- Mentions parties: ${yesNo(cv.private_parties.mentions_parties)}`,
    `- Group form: ${yesNo(cv.private_parties.has_group_form)}`,
    `- Party software: ${cv.private_parties.party_software ?? 'None found'}`,
    `- Social posts: ${yesNo(cv.private_parties.social_posts)}`,
    'Catering:',
    `- Mentions catering: ${yesNo(cv.catering.mentions_catering)}`,
    `- Catering form: ${yesNo(cv.catering.has_catering_form)}`,
    `- Ordering system: ${yesNo(cv.catering.has_ordering_system)}`,
    `- Third-party integration: ${cv.catering.third_party_integration ?? 'None found'}`,
    'Hiring:',
    `- Mentions hiring: ${yesNo(cv.hiring.mentions_hiring)}`,
    `- Job form: ${yesNo(cv.hiring.has_job_form)}`,
  ];
}

function marketingLines(r: DiagnosticResponse): string[] {
  const { social, email } = r.marketing;
  return [
    '',
    'MARKETING',
    `- Facebook: ${social.facebook.url ?? 'Not found'}; posting frequency: ${social.facebook.posting_frequency ?? 'Not available'}`,
    `- Instagram: ${social.instagram.url ?? 'Not found'}; posting frequency: ${social.instagram.posting_frequency ?? 'Not available'}`,
    `- Email newsletter: ${yesNo(email.has_newsletter)}`,
  ];
}

/** The unique features, then the recommendations numbered. */
function featureAndRecommendationLines(r: DiagnosticResponse): string[] {
  return [
    '',
    'UNIQUE FEATURES',
    ...(r.unique_features.length ? r.unique_features.map((f) => `- ${f}`) : ['- None found']),
    '',
    'RECOMMENDATIONS',
    ...(r.recommendations.length ? r.recommendations.map((f, i) => `${i + 1}. ${f}`) : ['- None']),
  ];
}

/** The pitch's openers, value and approach; nothing when the pitch has none of the first three. */
function pitchLines(pitch?: Partial<Pitch> | null): string[] {
  if (!pitch || !(pitch.email_opener || pitch.call_opener || pitch.value_proposition)) return [];
  const out = ['', 'SALES PITCH'];
  if (pitch.email_opener) out.push(line('Email opener', pitch.email_opener));
  if (pitch.call_opener) out.push(line('Call opener', pitch.call_opener));
  if (pitch.value_proposition) out.push(line('Value proposition', pitch.value_proposition));
  if (pitch.suggested_approach) out.push(line('Suggested approach', pitch.suggested_approach));
  return out;
}

/** The result as a plain-text report (the export): one section after another, then the pitch if there is one. */
export function checklistText(r: DiagnosticResponse, pitch?: Partial<Pitch> | null): string {
  const out = [
    ...headLines(r),
    ...competitionLines(r),
    ...clientLines(r),
    ...googleLines(r),
    ...websiteLines(r),
    ...conversionLines(r),
    ...marketingLines(r),
    ...featureAndRecommendationLines(r),
    ...pitchLines(pitch),
  ];
  return `${out.join('\n')}\n`;
}
