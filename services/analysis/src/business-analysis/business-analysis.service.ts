import { Injectable } from '@nestjs/common';
import type { BusinessAnalysis } from '@leadgen/contracts';
import type { StructuredGenerator } from '@leadgen/llm';
import type { SiteSummary } from '../site/site.summary.js';
import {
  avatarFrom,
  briefFrom,
  NOT_STATED,
  pitchesFrom,
  profileFromSite,
  type SiteWords,
} from './business-analysis.fallback.js';
import { featureDetails, heroOf } from './business-analysis.hero.js';
import { pageLines } from './business-analysis.lines.js';
import { sayProfileOnce } from './business-analysis.said-once.js';
import { avatarPrompt, briefPrompt, profilePrompt, scriptsPrompt } from './business-analysis.prompt.js';
import { AvatarOut, BriefOut, PitchesOut, ProfileOut, STEP_FIELDS, type StepKey } from './business-analysis.steps.js';

export const DONE = '✅ Complete';
export const SKIPPED = 'Skipped (not selected)';
export const failed = (why: string) => `❌ Failed: ${why}`;

/** What the four steps produced, whether each ran, and how many of them the model wrote. */
interface StepsRun {
  profile: ProfileOut;
  avatar: AvatarOut;
  brief: BriefOut;
  pitches: PitchesOut;
  status: Record<StepKey, string>;
  ranSteps: number;
  modelSteps: number;
  words: SiteWords;
}

/**
 * The four-step pipeline. Each step feeds the next; an unselected step still gives later
 * steps its deterministic baseline but is not returned, and a failing step is marked with a
 * cross while the others go on.
 */
@Injectable()
export class BusinessAnalysisService {
  async analyse(
    site: SiteSummary,
    selected: Record<StepKey, boolean>,
    llm: StructuredGenerator,
  ): Promise<BusinessAnalysis> {
    const run = await runSteps(site, selected, llm);
    const result: BusinessAnalysis = {
      website_url: site.url,
      company_name: run.profile.name,
      confidence_score: confidenceOf(run, site),
      created_at: new Date().toISOString(),
      pipeline_steps: {
        [STEP_FIELDS.step1]: run.status.step1,
        [STEP_FIELDS.step2]: run.status.step2,
        [STEP_FIELDS.step3]: run.status.step3,
        [STEP_FIELDS.step4]: run.status.step4,
      } as BusinessAnalysis['pipeline_steps'],
    };
    addCompletedSteps(result, run);
    // The description is said once: in the profile when it is shown, else here.
    if (!result.coreUSP && !result.business_profile)
      result.business_analysis_text = `${run.profile.name}: ${run.profile.description}`;
    return sayProfileOnce(result, briefFrom(run.profile, run.words).coreUSP);
  }
}

/** Runs the selected steps in order, each from the one before; an unselected or failed step falls back to its baseline. */
async function runSteps(
  site: SiteSummary,
  selected: Record<StepKey, boolean>,
  llm: StructuredGenerator,
): Promise<StepsRun> {
  const status: Record<StepKey, string> = { step1: SKIPPED, step2: SKIPPED, step3: SKIPPED, step4: SKIPPED };
  const counts = { ranSteps: 0, modelSteps: 0 };

  async function step<T>(
    key: StepKey,
    run: () => Promise<{ value: T; generated_by: string }>,
    baseline: () => T,
  ): Promise<T> {
    if (!selected[key]) return baseline();
    try {
      const out = await run();
      status[key] = DONE;
      counts.ranSteps++;
      if (out.generated_by === 'model') counts.modelSteps++;
      return out.value;
    } catch (err) {
      status[key] = failed((err as Error).message || 'unexpected error');
      return baseline();
    }
  }

  const profile = await step(
    'step1',
    () => llm.generate({ prompt: profilePrompt, input: site, schema: ProfileOut, fallback: profileFromSite }),
    () => profileFromSite(site),
  );
  const words = siteWords(site, profile, status.step1 === DONE);
  const avatar = await step(
    'step2',
    () =>
      llm.generate({ prompt: avatarPrompt, input: profile, schema: AvatarOut, fallback: (p) => avatarFrom(p, words) }),
    () => avatarFrom(profile, words),
  );
  const brief = await step(
    'step3',
    () =>
      llm.generate({
        prompt: briefPrompt,
        input: { profile, avatar: avatar.business_avatar },
        schema: BriefOut,
        fallback: (i) => briefFrom(i.profile, words),
      }),
    () => briefFrom(profile, words),
  );
  const pitches = await step(
    'step4',
    () =>
      llm.generate({
        prompt: scriptsPrompt,
        input: { profile, brief },
        schema: PitchesOut,
        fallback: (i) => pitchesFrom(i.profile, i.brief, words),
      }),
    () => pitchesFrom(profile, brief, words),
  );
  return { profile, avatar, brief, pitches, status, ...counts, words };
}

/** What the later steps may say of the site besides its profile (see SiteWords). */
function siteWords(site: SiteSummary, profile: ProfileOut, profileShown: boolean): SiteWords {
  const lines = pageLines(site);
  return { hero: heroOf(lines, profile), details: featureDetails(lines, profile.features), profileShown };
}

/** Highest when the model wrote every step that ran; a site with little readable content caps it low. */
function confidenceOf({ ranSteps, modelSteps }: StepsRun, site: SiteSummary): number {
  const confidence = ranSteps === 0 ? 0 : modelSteps === ranSteps ? 0.85 : modelSteps > 0 ? 0.6 : 0.4;
  return site.thin ? Math.min(confidence, 0.3) : confidence;
}

/** Only the steps that completed are returned. */
function addCompletedSteps(result: BusinessAnalysis, { profile, avatar, brief, pitches, status }: StepsRun): void {
  if (status.step1 === DONE) {
    result.business_profile = {
      ...profile,
      metrics: Object.fromEntries(profile.metrics.map((m) => [m.name, m.value])),
    };
  }
  if (status.step2 === DONE) result.business_avatar = avatar.business_avatar;
  if (status.step3 === DONE) {
    result.messaging_brief = brief.messaging_brief;
    result.coreUSP = brief.coreUSP;
    result.problemsSolved = brief.problemsSolved;
    result.overallStrategicPositioning = brief.overallStrategicPositioning;
    result.targetCustomerProfile = targetCustomerProfile(profile, brief);
  }
  if (status.step4 === DONE) {
    result.persona_pitches = Object.fromEntries(pitches.scripts.map((s) => [s.persona, s.script]));
    result.pitch_content = pitches.pitch_content;
  }
}

/** Who the vendor sells to, as far as its website says; what it does not say is said to be unstated. */
function targetCustomerProfile(
  profile: ProfileOut,
  brief: BriefOut,
): NonNullable<BusinessAnalysis['targetCustomerProfile']> {
  return {
    demographics: {
      type: 'Restaurants',
      size: NOT_STATED,
      location: NOT_STATED,
      age: NOT_STATED,
      income: NOT_STATED,
      occupation: profile.personas.map((p) => p.role).join(', ') || NOT_STATED,
    },
    psychographics: { values: brief.values, painPoints: brief.painPoints },
  };
}
