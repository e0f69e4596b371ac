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

/** The result as a plain-text report (the export). */
export function checklistText(r: DiagnosticResponse, pitch?: Partial<Pitch> | null): string {
  const out: string[] = [];
  const g = r.google_data;
  const wa = r.website_analysis;
  out.push(`Restaurant Diagnostic: ${r.restaurant_name}`);
  if (r.website_url) out.push(line('Website', r.website_url));
  if (r.analyzed_at) out.push(line('Analyzed', r.analyzed_at));
  out.push(line('Owner', r.owner_name), line('Category', r.category), line('Location', r.location));
  if (r.site?.reason) out.push('', `Note: ${r.site.reason}`);

  out.push('', 'NEARBY COMPETITION');
  if (r.nearby_competition.length)
    for (const c of r.nearby_competition)
      out.push(
        `- ${c.name}${c.rating !== null ? ` (${c.rating}★, ${c.review_count ?? 0} reviews)` : ''}${c.address ? ` — ${c.address}` : ''}`,
      );
  else out.push('- None found');

  out.push('', 'NEARBY CLIENTS');
  if (r.nearby_spothopper_clients.length)
    for (const c of r.nearby_spothopper_clients)
      out.push(`- ${c.name} — ${[c.address, c.city, c.state].filter(Boolean).join(', ')}`);
  else out.push('- None on your customer list nearby');

  out.push('', 'GOOGLE DATA');
  out.push(
    `${line('Reviews', g.review_count)}${g.review_count !== null ? ` (${gradeLabel('review_count', g.review_count)})` : ''}`,
  );
  out.push(`${line('Rating', g.rating)}${g.rating !== null ? ` (${gradeLabel('rating', g.rating)})` : ''}`);
  out.push(
    `${line('Review response rate', g.review_response_rate === null ? null : `${g.review_response_rate}%`)}${g.review_response_rate !== null ? ` (${gradeLabel('review_response_rate', g.review_response_rate)})` : ''}`,
  );
  out.push(
    line(
      'Professional photos',
      g.professional_photos === null ? null : `${g.professional_photos}/${T.professionalPhotosOutOf}`,
    ),
  );
  out.push(line('Attributes filled', g.attributes_filled));
  if (g.note) out.push(`Source: ${g.note}`);

  out.push('', 'WEBSITE ANALYSIS');
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

  const cv = r.conversions;
  out.push('', 'CONVERSIONS', 'Private parties:');
  out.push(
    `- Mentions parties: ${yesNo(cv.private_parties.mentions_parties)}`,
    `- Group form: ${yesNo(cv.private_parties.has_group_form)}`,
    `- Party software: ${cv.private_parties.party_software ?? 'None found'}`,
    `- Social posts: ${yesNo(cv.private_parties.social_posts)}`,
  );
  out.push('Catering:');
  out.push(
    `- Mentions catering: ${yesNo(cv.catering.mentions_catering)}`,
    `- Catering form: ${yesNo(cv.catering.has_catering_form)}`,
    `- Ordering system: ${yesNo(cv.catering.has_ordering_system)}`,
    `- Third-party integration: ${cv.catering.third_party_integration ?? 'None found'}`,
  );
  out.push('Hiring:');
  out.push(`- Mentions hiring: ${yesNo(cv.hiring.mentions_hiring)}`, `- Job form: ${yesNo(cv.hiring.has_job_form)}`);

  const m = r.marketing;
  out.push('', 'MARKETING');
  out.push(
    `- Facebook: ${m.social.facebook.url ?? 'Not found'}; posting frequency: ${m.social.facebook.posting_frequency ?? 'Not available'}`,
  );
  out.push(
    `- Instagram: ${m.social.instagram.url ?? 'Not found'}; posting frequency: ${m.social.instagram.posting_frequency ?? 'Not available'}`,
  );
  out.push(`- Email newsletter: ${yesNo(m.email.has_newsletter)}`);

  out.push('', 'UNIQUE FEATURES');
  out.push(...(r.unique_features.length ? r.unique_features.map((f) => `- ${f}`) : ['- None found']));
  out.push('', 'RECOMMENDATIONS');
  out.push(...(r.recommendations.length ? r.recommendations.map((f, i) => `${i + 1}. ${f}`) : ['- None']));

  if (pitch && (pitch.email_opener || pitch.call_opener || pitch.value_proposition)) {
    out.push('', 'SALES PITCH');
    if (pitch.email_opener) out.push(line('Email opener', pitch.email_opener));
    if (pitch.call_opener) out.push(line('Call opener', pitch.call_opener));
    if (pitch.value_proposition) out.push(line('Value proposition', pitch.value_proposition));
    if (pitch.suggested_approach) out.push(line('Suggested approach', pitch.suggested_approach));
  }
  return `${out.join('\n')}\n`;
}
