import type { BusinessAnalysis } from '@leadgen/contracts';

export type StepKey = 'step1' | 'step2' | 'step3' | 'step4';
export type SelectedSteps = Record<StepKey, boolean>;
export type PipelineField = keyof BusinessAnalysis['pipeline_steps'];

export const NO_STEP_MESSAGE = 'Please select at least one step to analyze.';

export interface StepInfo {
  key: StepKey;
  number: number;
  /** Short name on the pipeline tile. */
  name: string;
  /** Checkbox label. */
  label: string;
  field: PipelineField;
  /** Tile colour when the step finished with a check mark. */
  tone: 'blue' | 'purple' | 'green' | 'orange';
}

export const STEPS: StepInfo[] = [
  {
    key: 'step1',
    number: 1,
    name: 'Business Profile Extraction',
    label: 'Step 1: Business Profile Extraction',
    field: 'step1_business_profile',
    tone: 'blue',
  },
  {
    key: 'step2',
    number: 2,
    name: 'Business Avatar Creation',
    label: 'Step 2: Business Avatar Creation',
    field: 'step2_business_avatar',
    tone: 'purple',
  },
  {
    key: 'step3',
    number: 3,
    name: 'Restaurant Sales Messaging',
    label: 'Step 3: Restaurant Sales Messaging',
    field: 'step3_messaging_brief',
    tone: 'green',
  },
  {
    key: 'step4',
    number: 4,
    name: 'Persona-Specific Pitch Scripts',
    label: 'Step 4: Persona-Specific Pitch Scripts',
    field: 'step4_persona_pitches',
    tone: 'orange',
  },
];

export const ALL_STEPS: SelectedSteps = { step1: true, step2: true, step3: true, step4: true };
export const NO_STEPS: SelectedSteps = { step1: false, step2: false, step3: false, step4: false };

export function selectedCount(steps: SelectedSteps): number {
  return STEPS.filter((s) => steps[s.key]).length;
}

/** 'Analyze Business (All Steps)' with all four, else 'Analyze Business (N Steps)' ('1 Step' for one). */
export function submitLabel(steps: SelectedSteps, loading = false): string {
  if (loading) return 'Analyzing Business...';
  const n = selectedCount(steps);
  if (n === STEPS.length) return 'Analyze Business (All Steps)';
  return `Analyze Business (${n} ${n === 1 ? 'Step' : 'Steps'})`;
}

const CHECK = /[✅✓✔☑]/u;
const CROSS = /[❌✗✘✕✖❎]/u;

export type TileTone = StepInfo['tone'] | 'red' | 'grey';

export interface PipelineTile {
  step: StepInfo;
  /** The status as the server wrote it. */
  status: string;
  /** The status with its emoji marks as plain text marks (✓, ✗), which every font has. */
  label: string;
  tone: TileTone;
}

/** A tile's colour: the step's own colour with a check mark, red with a cross mark, grey for anything else. */
export function tileTone(step: StepInfo, status: string): TileTone {
  if (CROSS.test(status)) return 'red';
  if (CHECK.test(status)) return step.tone;
  return 'grey';
}

/** The four tiles of the Four-Step Pipeline Status card; step 4 reads 'Complete' when its status is missing. */
export function pipelineTiles(pipeline: Partial<Record<PipelineField, unknown>> | null | undefined): PipelineTile[] {
  return STEPS.map((step) => {
    const raw = pipeline?.[step.field];
    let status = typeof raw === 'string' ? raw.trim() : '';
    if (!status) status = step.key === 'step4' ? 'Complete' : 'Not run';
    return { step, status, label: displayStatus(status), tone: tileTone(step, status) };
  });
}

/** '✅ Complete' -> '✓ Complete', '❌ Failed: x' -> '✗ Failed: x' (emoji fonts are missing on some systems). */
export function displayStatus(status: string): string {
  return status.replace(/[✅☑✔]\uFE0F?/gu, '✓').replace(/[❌❎✖✘]\uFE0F?/gu, '✗');
}
