import type { BusinessAnalysis } from '@leadgen/contracts';
import { confidencePercent } from '../confidence/confidence.logic.js';
import { toPlainText } from '../text/text-blocks.logic.js';
import { pipelineTiles } from './steps.logic.js';

export const FAILED_URL = 'Failed to analyze business URL';
export const FAILED = 'Failed to analyze business';

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * The analysis inside a response: wrapped as analysis_data or business_analysis, or at the top
 * level. Null when the response carries no analysis (or says it did not succeed).
 */
export function unwrapAnalysis(response: unknown): BusinessAnalysis | null {
  const res = record(response);
  if (!res || res.success === false) return null;
  const inner =
    record(res.analysis_data) ??
    record(res.business_analysis) ??
    ('company_name' in res || 'pipeline_steps' in res ? res : null);
  return inner as BusinessAnalysis | null;
}

/** The error text a response that did not succeed carries, else 'Failed to analyze business URL'. */
export function responseError(response: unknown): string {
  const error = record(response)?.error;
  return typeof error === 'string' && error.trim() ? error.trim() : FAILED_URL;
}

export function companyName(a: Pick<BusinessAnalysis, 'company_name' | 'business_profile' | 'website_url'>): string {
  return a.company_name?.trim() || a.business_profile?.name?.trim() || hostOf(a.website_url) || 'this business';
}

function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : '';
  } catch {
    return '';
  }
}

/** 'Jan 5, 2026, 3:04 PM' in the given locale, or the text as it came when it is not a date. */
export function formatAnalysedDate(iso: string | undefined, locale?: string, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

const has = (v: unknown) => v !== undefined && v !== null;

/** True when the analysis has at least one content section to show below the pipeline card. */
export function hasAnalysisContent(a: BusinessAnalysis): boolean {
  return [
    a.coreUSP,
    a.business_profile,
    a.business_avatar,
    a.messaging_brief,
    a.targetCustomerProfile,
    a.problemsSolved,
    a.persona_pitches,
    a.overallStrategicPositioning,
    a.coreUSP ? undefined : a.business_analysis_text,
    a.pitch_content,
  ].some(has);
}

function section(title: string, body: string): string {
  return `${title}\n${'-'.repeat(title.length)}\n${body.trim() || 'No content available'}`;
}

const bullets = (items: string[]) =>
  items
    .filter((i) => i.trim())
    .map((i) => `- ${i.trim()}`)
    .join('\n');

/** The plain-text export the Copy Analysis button puts on the clipboard, in the order of the screen. */
export function analysisToPlainText(a: BusinessAnalysis, options: { locale?: string; timeZone?: string } = {}): string {
  const head = [`Business Analysis: ${companyName(a)}`, `Website: ${a.website_url}`];
  const confidence = confidencePercent(a.confidence_score);
  if (confidence !== null) head.push(`Confidence: ${confidence}%`);
  const date = formatAnalysedDate(a.created_at, options.locale, options.timeZone);
  if (date) head.push(`Analyzed: ${date}`);

  const parts = [head.join('\n')];
  parts.push(
    section(
      'Four-Step Pipeline Status',
      pipelineTiles(a.pipeline_steps)
        .map((t) => `Step ${t.step.number} (${t.step.name}): ${t.status}`)
        .join('\n'),
    ),
  );
  if (has(a.coreUSP)) parts.push(section('Core Value Proposition', toPlainText(a.coreUSP)));
  const p = a.business_profile;
  if (p) {
    const lines = [`Name: ${p.name}`, `Description: ${p.description}`];
    if (p.personas?.length)
      lines.push(
        '',
        'Customer Personas:',
        ...p.personas.map((x) => `- ${x.role}: goal: ${x.goal}; frustration: ${x.frustration}`),
      );
    if (p.features?.length)
      lines.push(
        '',
        'Key Features:',
        ...p.features.map((x) => `- ${x.feature}: benefit: ${x.benefit}; payoff: ${x.payoff}`),
      );
    const metrics = Object.entries(p.metrics ?? {});
    if (metrics.length) lines.push('', 'Key Metrics:', ...metrics.map(([k, v]) => `- ${k}: ${v}`));
    parts.push(section('Business Profile (Step 1)', lines.join('\n')));
  }
  if (has(a.business_avatar)) parts.push(section('Business Avatar (Step 2)', toPlainText(a.business_avatar)));
  if (has(a.messaging_brief))
    parts.push(section('High-Impact Messaging Brief (Step 3)', toPlainText(a.messaging_brief)));
  const t = a.targetCustomerProfile;
  if (t) {
    const d = t.demographics;
    const lines = d
      ? [
          `Type: ${d.type}`,
          `Size: ${d.size}`,
          `Location: ${d.location}`,
          `Age: ${d.age}`,
          `Income: ${d.income}`,
          `Occupation: ${d.occupation}`,
        ]
      : [];
    if (t.psychographics?.values?.length) lines.push('', 'Values:', bullets(t.psychographics.values));
    if (t.psychographics?.painPoints?.length) lines.push('', 'Pain Points:', bullets(t.psychographics.painPoints));
    parts.push(section('Target Customer Profile', lines.join('\n')));
  }
  if (a.problemsSolved)
    parts.push(
      section(
        'Problems Solved',
        a.problemsSolved.map((x) => `- Problem: ${x.problem}\n  Solution: ${x.solution}`).join('\n'),
      ),
    );
  if (a.persona_pitches) {
    parts.push(
      section(
        'Persona-Specific Pitch Scripts (Step 4)',
        Object.entries(a.persona_pitches)
          .map(([persona, script]) => `${persona}:\n${toPlainText(script) || 'No content available'}`)
          .join('\n\n'),
      ),
    );
  }
  if (has(a.overallStrategicPositioning))
    parts.push(section('Strategic Market Positioning', toPlainText(a.overallStrategicPositioning)));
  if (!a.coreUSP && has(a.business_analysis_text))
    parts.push(section('Strategic Business Analysis', toPlainText(a.business_analysis_text)));
  if (has(a.pitch_content)) parts.push(section('Generated Sales Pitch', toPlainText(a.pitch_content)));
  if (!hasAnalysisContent(a)) parts.push('No business analysis data available');
  return parts.join('\n\n') + '\n';
}
