import type { AnalysisSummary, BusinessAnalysis } from '@leadgen/contracts';

/** One analysis: the same site analysed at the same time. */
export function reportKey(a: Pick<BusinessAnalysis, 'website_url' | 'created_at'>): string {
  return `${a.website_url}|${a.created_at}`;
}

/** The site's host, as a rep reads it ("tablepoint-pos.example.com"). */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** 'Nov 26, 2026, 3:04 AM' in the given locale, or the text as it came when it is not a date. */
export function keptDate(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** The kept analyses, newest first, as the list shows them. */
export function keptRows(items: readonly AnalysisSummary[], locale?: string, timeZone?: string) {
  return [...items]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((i) => ({
      id: i.id,
      name: i.company_name.trim() || hostOf(i.website_url),
      host: hostOf(i.website_url),
      date: keptDate(i.created_at, locale, timeZone),
    }));
}
