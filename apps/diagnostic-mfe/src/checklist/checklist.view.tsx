import type { ApiClient, DiagnosticResponse, EventBus, Pitch } from '@leadgen/contracts';
import { Alert, Button, Card, downloadFile, LoadingState } from '@leadgen/ui';
import type { FormEvent } from 'react';
import { checklistText, exportFilename } from './checklist.logic.js';
import { PitchView } from './pitch.view.js';
import { ChecklistResult } from './checklist-result.view.js';
import { useChecklist } from './use-checklist.js';
import { useDiagnoseRequests } from './use-diagnose-requests.js';
import { NO_LANGUAGE_MODEL_REASON } from './use-language-model.js';

interface ChecklistFormProps {
  url: string;
  onUrl: (url: string) => void;
  useGpt: boolean;
  onUseGpt: (on: boolean) => void;
  /** False when the server has no language model: 'Enhanced GPT' is off and says why. */
  languageModel?: boolean | null;
  analyzing: boolean;
  onSubmit: (e: FormEvent) => void;
}

/** 'Enhanced GPT', off with its reason beside it when the server has no model to add anything. */
export function EnhancedGpt({
  useGpt,
  onUseGpt,
  languageModel,
}: Pick<ChecklistFormProps, 'useGpt' | 'onUseGpt' | 'languageModel'>) {
  const off = languageModel === false;
  return (
    <div className="dg-gpt">
      <label className="lg-check">
        <input
          type="checkbox"
          checked={useGpt && !off}
          disabled={off}
          aria-describedby={off ? 'dg-gpt-reason' : undefined}
          onChange={(e) => onUseGpt(e.target.checked)}
          data-testid="enhanced-gpt"
        />{' '}
        Enhanced GPT
      </label>
      {off && (
        <p id="dg-gpt-reason" className="lg-muted dg-gpt__reason" data-testid="enhanced-gpt-reason">
          {NO_LANGUAGE_MODEL_REASON}
        </p>
      )}
    </div>
  );
}

function ChecklistForm({ url, onUrl, useGpt, onUseGpt, languageModel, analyzing, onSubmit }: ChecklistFormProps) {
  return (
    <form className="dg-form" onSubmit={onSubmit} noValidate>
      <div className="lg-field dg-form__url">
        <label className="lg-label" htmlFor="dg-url">
          Restaurant Website URL
        </label>
        <input
          id="dg-url"
          className="lg-input"
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.restaurant-example.com"
          value={url}
          onChange={(e) => onUrl(e.target.value)}
          required
        />
      </div>
      <EnhancedGpt useGpt={useGpt} onUseGpt={onUseGpt} languageModel={languageModel} />
      <Button type="submit" loading={analyzing} disabled={analyzing}>
        {analyzing ? 'Analyzing...' : 'Analyze Website'}
      </Button>
    </form>
  );
}

/** 'Export Report': the diagnostic, and the pitch when there is one, as a text file named after the restaurant. */
function ExportButton({ result, pitch }: { result: DiagnosticResponse; pitch: Partial<Pitch> | null }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => downloadFile(checklistText(result, pitch), exportFilename(result.restaurant_name))}
    >
      Export Report
    </Button>
  );
}

function PitchPrompt({ name, pitching, onGenerate }: { name: string; pitching: boolean; onGenerate: () => void }) {
  return (
    <Card title="Generate a Sales Pitch" titleAs="h2">
      <p className="lg-muted">Turn this diagnostic into an email and call opener for {name}.</p>
      <Button onClick={onGenerate} loading={pitching} disabled={pitching}>
        {pitching ? 'Generating Pitch...' : 'Generate Pitch'}
      </Button>
    </Card>
  );
}

/**
 * Diagnostic Checklist: URL + Enhanced GPT, the result with evidence, export, then an optional
 * pitch. 'Diagnose' on a lead row fills the URL with the lead's website and runs it.
 */
export function ChecklistView({ api, events }: { api: ApiClient; events: EventBus }) {
  const c = useChecklist(api);
  useDiagnoseRequests(events, (url, placeId) => void c.analyzeSite(url, placeId));
  return (
    <div className="lg-stack dg-root">
      <Card title="Diagnostic Checklist" titleAs="h2">
        <p className="lg-muted">
          Check a restaurant website before the call: Google presence, website quality, conversions, marketing and what
          to recommend.
        </p>
        <ChecklistForm
          url={c.url}
          onUrl={c.setUrl}
          useGpt={c.useGpt}
          onUseGpt={c.setUseGpt}
          languageModel={c.languageModel}
          analyzing={c.analyzing}
          onSubmit={c.analyze}
        />
        {c.error && (
          <Alert
            className="dg-error"
            data-testid="diagnostic-error"
            onClose={c.dismissError}
            closeLabel="Dismiss error"
          >
            {c.error}
          </Alert>
        )}
      </Card>

      {c.analyzing && <LoadingState message="Analyzing website... reading the site and its key pages." />}

      {c.result && <ChecklistResult result={c.result} actions={<ExportButton result={c.result} pitch={c.pitch} />} />}

      {c.result && <PitchPrompt name={c.result.restaurant_name} pitching={c.pitching} onGenerate={c.generatePitch} />}

      {c.pitch && <PitchView pitch={c.pitch} />}
    </div>
  );
}
