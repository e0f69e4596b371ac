import type { BusinessAnalysis, RemoteProps } from '@leadgen/contracts';
import { Alert, Button, Card, LoadingState } from '@leadgen/ui';
import { useState } from 'react';
import { KeptAnalysesPanel } from '../kept/kept-analyses.panel.js';
import { reportKey } from '../kept/kept-analyses.logic.js';
import { UrlField } from '../url/url-field.view.js';
import { NoResultError, useUrlRun } from '../url/use-url-run.js';
import { companyName, FAILED, responseError, unwrapAnalysis } from './business-analysis.logic.js';
import { DemoExamples } from './demo-examples.view.js';
import { ChosenResult } from './chosen-result.view.js';
import { StepsPicker } from './steps-picker.view.js';
import { ALL_STEPS, selectedCount, STEPS, submitLabel, type SelectedSteps } from './steps.logic.js';

type Props = Pick<RemoteProps, 'api' | 'toast' | 'user' | 'events' | 'navigate' | 'demoMode'>;

function AnalyzingCard({ count }: { count: number }) {
  return (
    <Card>
      <LoadingState
        message={`Analyzing the website: running ${count === STEPS.length ? 'all four steps' : `${count} of 4 steps`}. This can take a minute.`}
      />
    </Card>
  );
}

/**
 * Business Analysis: a technology vendor's website in, the four-step report out; the rep can make
 * it what they sell (every pitch speaks for it) or pick it for custom pitches in Search Leads. The
 * server keeps the rep's analyses ('Your analyses'), so one can be reopened after a reload.
 */
export function BusinessAnalysisView({ api, toast, user, events, navigate, demoMode = false }: Props) {
  const [steps, setSteps] = useState<SelectedSteps>(ALL_STEPS);
  const count = selectedCount(steps);
  const {
    raw,
    setRaw,
    field,
    loading,
    error,
    clearError,
    result: analysis,
    canSubmit,
    submit,
    show,
  } = useUrlRun<BusinessAnalysis>('business-analysis', user.id, FAILED, count > 0);
  const demo = demoMode;

  const onSubmit = submit(
    async (websiteUrl) => {
      const res = await api.call('businessAnalysis', { website_url: websiteUrl, selected_steps: { ...steps } });
      const next = unwrapAnalysis(res);
      if (!next) throw new NoResultError(responseError(res));
      return next;
    },
    (next) => toast(`Business analysis completed for ${companyName(next)}`, 'success'),
  );

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
          {demo && <DemoExamples onPick={setRaw} disabled={loading} />}
          <StepsPicker steps={steps} onChange={setSteps} disabled={loading} />
          <div>
            <Button type="submit" loading={loading} disabled={!canSubmit}>
              {submitLabel(steps, loading)}
            </Button>
          </div>
        </form>
        {error && (
          <Alert className="am-alert" data-testid="form-error" onClose={clearError} closeLabel="Dismiss error">
            {error}
          </Alert>
        )}
      </Card>
      <KeptAnalysesPanel api={api} shownKey={analysis ? reportKey(analysis) : null} onReopen={show} />
      {loading && <AnalyzingCard count={count} />}
      {analysis && (
        <ChosenResult analysis={analysis} api={api} user={user} toast={toast} events={events} navigate={navigate} />
      )}
    </div>
  );
}
