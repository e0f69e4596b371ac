import type { BusinessAnalysis, RemoteProps } from '@leadgen/contracts';
import { Button, Card, LoadingState } from '@leadgen/ui';
import { useEffect, useState } from 'react';
import { ErrorBox, UrlField } from '../shared/components.js';
import { useUrlRun } from '../shared/url-run.js';
import { companyName, FAILED, responseError, unwrapAnalysis } from './analysis.js';
import { AnalysisResult } from './analysis-result.js';
import { ALL_STEPS, NO_STEP_MESSAGE, NO_STEPS, selectedCount, STEPS, submitLabel, type SelectedSteps } from './steps.js';

type Props = Pick<RemoteProps, 'api' | 'toast' | 'user' | 'events' | 'navigate'>;

export function BusinessAnalysisView({ api, toast, user, events, navigate }: Props) {
  const [steps, setSteps] = useState<SelectedSteps>(ALL_STEPS);
  const [showSteps, setShowSteps] = useState(false);
  const count = selectedCount(steps);
  const { raw, setRaw, field, loading, error, clearError, result: analysis, canSubmit, submit } = useUrlRun<BusinessAnalysis>('business-analysis', user.id, FAILED, count > 0);
  const [selectedReport, setSelectedReport] = useState<BusinessAnalysis | null>(() => events.last('business-report-selected') ?? null);
  useEffect(() => events.on('business-report-selected', (value) => setSelectedReport(value ?? null)), [events]);

  const onSubmit = submit(
    async (websiteUrl) => {
      const res = await api.call('analyzeBusiness', { website_url: websiteUrl, selected_steps: { ...steps } });
      const next = unwrapAnalysis(res);
      if (!next) throw new Error(responseError(res));
      return next;
    },
    (next) => toast(`Business analysis completed for ${companyName(next)}`, 'success'),
  );

  const isSelected = !!analysis && !!selectedReport && selectedReport.website_url === analysis.website_url && selectedReport.created_at === analysis.created_at;

  return (
    <div className="lg-stack am-view">
      <Card title="Business Analysis" titleAs="h2">
        <p className="lg-muted am-intro">
          Analyse a technology business website to build messaging and persona pitch scripts aimed at restaurants.
        </p>
        <form className="am-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={loading || undefined}>
          <UrlField
            label="Technology Business Website URL"
            placeholder="https://www.example-restaurant-tech.com"
            raw={raw}
            state={field}
            disabled={loading}
            onChange={setRaw}
          />
          <div className="am-steps">
            <button
              type="button"
              className="am-steps__toggle"
              aria-expanded={showSteps}
              aria-controls="am-steps-panel"
              onClick={() => setShowSteps((v) => !v)}
            >
              <span aria-hidden="true" className="am-steps__caret">
                {showSteps ? '▾' : '▸'}
              </span>
              Customize Steps
            </button>
            {showSteps && (
              <fieldset id="am-steps-panel" className="am-steps__panel" disabled={loading}>
                <legend className="lg-visually-hidden">Analysis steps</legend>
                <div className="am-steps__shortcuts">
                  <span className="lg-muted">Select:</span>
                  <Button variant="ghost" size="sm" onClick={() => setSteps(ALL_STEPS)}>
                    All
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setSteps(NO_STEPS)}>
                    None
                  </Button>
                </div>
                {STEPS.map((s) => (
                  <label key={s.key} className="lg-check am-steps__check">
                    <input type="checkbox" checked={steps[s.key]} onChange={(e) => setSteps({ ...steps, [s.key]: e.target.checked })} />
                    {s.label}
                  </label>
                ))}
              </fieldset>
            )}
            {count === 0 && (
              <p className="am-field-error" role="alert" data-testid="no-step-error">
                {NO_STEP_MESSAGE}
              </p>
            )}
          </div>
          <div>
            <Button type="submit" loading={loading} disabled={!canSubmit}>
              {submitLabel(steps, loading)}
            </Button>
          </div>
        </form>
        {error && <ErrorBox message={error} onClose={clearError} />}
      </Card>
      {loading && (
        <Card>
          <LoadingState message={`Analyzing the website: running ${count === STEPS.length ? 'all four steps' : `${count} of 4 steps`}. This can take a minute.`} />
        </Card>
      )}
      {analysis && (
        <AnalysisResult
          analysis={analysis}
          selected={isSelected}
          onSelect={() => {
            events.emit('business-report-selected', analysis);
            toast(`Custom pitches in Search Leads will use the ${companyName(analysis)} report`, 'success');
          }}
          onGoToSearch={() => navigate('search')}
        />
      )}
    </div>
  );
}
