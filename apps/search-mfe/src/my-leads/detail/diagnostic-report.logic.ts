import type { DiagnosticResponse } from '@leadgen/contracts';

/** A yes/no finding in words: 'Yes', 'No', or 'Not known' when the site could not tell. */
export function yesNo(flag: boolean | null | undefined): string {
  return flag === true ? 'Yes' : flag === false ? 'No' : 'Not known';
}

export const CHECK_WORDS: Record<string, string> = { pass: 'Pass', fail: 'Missing', inconclusive: 'Not known' };

/** The report's facts as labelled lines, section by section: the readable whole of a stored diagnostic. */
export function reportSections(r: DiagnosticResponse): { title: string; lines: [string, string][] }[] {
  const g = r.google_data;
  const w = r.website_analysis;
  const c = r.conversions;
  const m = r.marketing;
  const num = (n: number | null | undefined, suffix = '') => (typeof n === 'number' ? `${n}${suffix}` : 'Not known');
  return [
    {
      title: 'Website',
      lines: [
        ['Address', r.website_url ?? 'None'],
        ['Platform', w.platform ? `${w.platform}${w.platform_type ? ` (${w.platform_type})` : ''}` : 'Not known'],
        ['Quality score', num(w.quality_score, ' / 100')],
      ],
    },
    {
      title: 'Google listing',
      lines: [
        ['Rating', num(g.rating)],
        ['Reviews', num(g.review_count)],
        ['Review responses', num(g.review_response_rate, '%')],
        ['Professional photos', num(g.professional_photos)],
        ['Attributes filled', g.attributes_filled === null ? 'Not known' : String(g.attributes_filled)],
      ],
    },
    {
      title: 'Private parties',
      lines: [
        ['Mentions parties', yesNo(c.private_parties.mentions_parties)],
        ['Group form', yesNo(c.private_parties.has_group_form)],
        ['Party software', c.private_parties.party_software ?? 'None found'],
      ],
    },
    {
      title: 'Catering and ordering',
      lines: [
        ['Mentions catering', yesNo(c.catering.mentions_catering)],
        ['Catering form', yesNo(c.catering.has_catering_form)],
        ['Online ordering', yesNo(c.catering.has_ordering_system)],
        ['Ordering partner', c.catering.third_party_integration ?? 'None found'],
      ],
    },
    {
      title: 'Hiring and marketing',
      lines: [
        ['Mentions hiring', yesNo(c.hiring.mentions_hiring)],
        ['Job form', yesNo(c.hiring.has_job_form)],
        ['Newsletter', yesNo(m.email.has_newsletter)],
        ['Facebook posts', m.social.facebook.posting_frequency ?? 'Not known'],
        ['Instagram posts', m.social.instagram.posting_frequency ?? 'Not known'],
      ],
    },
  ];
}
