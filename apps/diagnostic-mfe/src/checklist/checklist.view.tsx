import type { ApiClient, DiagnosticResponse, Pitch } from '@leadgen/contracts';
import { Button, Card, LoadingState } from '@leadgen/ui';
import { useRef, useState, type FormEvent } from 'react';
import { analyzeError, diagnosticText, exportFilename, pitchError, pitchFromResponse, urlToSubmit } from './checklist.logic.js';
import { DiagnosticResult } from './result.view.js';

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function PitchView({ pitch }: { pitch: Partial<Pitch> }) {
  const lists: Array<[string, string[] | undefined]> = [
    ['Key Insights', pitch.key_insights],
    ['Pain Points', pitch.pain_points],
    ['Revenue Opportunities', pitch.opportunity_highlights],
  ];
  return (
    <Card title="Sales Pitch" titleAs="h2" data-testid="diagnostic-pitch">
      <div className="dg-grid">
        <div>
          {pitch.email_opener && (
            <section className="dg-section">
              <h3>Email Opener</h3>
              <p>{pitch.email_opener}</p>
            </section>
          )}
          {pitch.call_opener && (
            <section className="dg-section">
              <h3>Call Opener</h3>
              <p>{pitch.call_opener}</p>
            </section>
          )}
          {pitch.value_proposition && (
            <section className="dg-section">
              <h3>Value Proposition</h3>
              <p>{pitch.value_proposition}</p>
            </section>
          )}
          {pitch.suggested_approach && (
            <section className="dg-section">
              <h3>Suggested Approach</h3>
              <p>{pitch.suggested_approach}</p>
            </section>
          )}
        </div>
        <div>
          {lists.map(([title, items]) =>
            items?.length ? (
              <section className="dg-section" key={title}>
                <h3>{title}</h3>
                <ul className="dg-bullets">{items.map((i) => <li key={i}>{i}</li>)}</ul>
              </section>
            ) : null,
          )}
        </div>
      </div>
    </Card>
  );
}

/** Diagnostic Checklist: URL + Enhanced GPT, the result with evidence, export, then an optional pitch. */
export function ChecklistView({ api }: { api: ApiClient }) {
  const [url, setUrl] = useState('');
  const [useGpt, setUseGpt] = useState(false);
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<DiagnosticResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pitching, setPitching] = useState(false);
  const [pitch, setPitch] = useState<Partial<Pitch> | null>(null);
  const request = useRef(0);

  async function analyze(e: FormEvent) {
    e.preventDefault();
    const website = urlToSubmit(url);
    if (!website || analyzing) return;
    const id = ++request.current;
    setError(null);
    setResult(null);
    setPitch(null);
    setAnalyzing(true);
    try {
      const res = await api.call('diagnosticAnalysis', { website_url: website, use_gpt: useGpt });
      if (request.current === id) setResult(res);
    } catch (err) {
      if (request.current === id) setError(analyzeError(err));
    } finally {
      if (request.current === id) setAnalyzing(false);
    }
  }

  async function generatePitch() {
    if (!result || pitching) return;
    setError(null);
    setPitching(true);
    try {
      const res = await api.call('pitchFromUrl', { website_url: result.website_url ?? url.trim() });
      setPitch(pitchFromResponse(res as Parameters<typeof pitchFromResponse>[0]));
    } catch (err) {
      setError(pitchError(err));
    } finally {
      setPitching(false);
    }
  }

  return (
    <div className="lg-stack dg-root">
      <Card title="Diagnostic Checklist" titleAs="h2">
        <p className="lg-muted">Check a restaurant website before the call: Google presence, website quality, conversions, marketing and what to recommend.</p>
        <form className="dg-form" onSubmit={analyze} noValidate>
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
              onChange={(e) => setUrl(e.target.value)}
              required
            />
          </div>
          <label className="lg-check">
            <input type="checkbox" checked={useGpt} onChange={(e) => setUseGpt(e.target.checked)} /> Enhanced GPT
          </label>
          <Button type="submit" loading={analyzing} disabled={analyzing}>
            {analyzing ? 'Analyzing...' : 'Analyze Website'}
          </Button>
        </form>
        {error && (
          <div className="lg-alert lg-alert--error dg-error" role="alert" data-testid="diagnostic-error">
            {error}
          </div>
        )}
      </Card>

      {analyzing && <LoadingState message="Analyzing website... reading the site and its key pages." />}

      {result && (
        <DiagnosticResult
          result={result}
          actions={
            <Button variant="secondary" size="sm" onClick={() => download(exportFilename(result.restaurant_name), diagnosticText(result, pitch))}>
              Export Report
            </Button>
          }
        />
      )}

      {result && (
        <Card title="Generate a Sales Pitch" titleAs="h2">
          <p className="lg-muted">Turn this diagnostic into an email and call opener for {result.restaurant_name}.</p>
          <Button onClick={generatePitch} loading={pitching} disabled={pitching}>
            {pitching ? 'Generating Pitch...' : 'Generate Pitch'}
          </Button>
        </Card>
      )}

      {pitch && <PitchView pitch={pitch} />}
    </div>
  );
}
