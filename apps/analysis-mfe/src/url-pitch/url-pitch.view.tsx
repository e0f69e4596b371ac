import type { RemoteProps } from '@leadgen/contracts';
import { Button, Card, EmptyState, LoadingState } from '@leadgen/ui';
import { CopyButton, ErrorBox, UrlField, VisitLink } from '../shared/components.js';
import { confidencePercent } from '../shared/errors.js';
import { useUrlRun } from '../shared/url-run.js';
import { generatedByText, pitchSections, pitchToPlainText, toPitchResult, type PitchResult } from './pitch.js';

export const PITCH_FAILED = 'Failed to generate pitch from URL';

type Props = Pick<RemoteProps, 'api' | 'toast' | 'user'>;

export function UrlPitchView({ api, toast, user }: Props) {
  const { raw, setRaw, field, loading, error, clearError, result, canSubmit, submit } = useUrlRun<PitchResult>('url-pitch', user.id, PITCH_FAILED);

  const onSubmit = submit(
    async (websiteUrl) => {
      const res = await api.call('pitchFromUrl', { website_url: websiteUrl });
      if (!res || (res as { success?: unknown }).success !== true) {
        const serverError = (res as { error?: unknown } | null)?.error;
        throw new Error(typeof serverError === 'string' ? serverError : PITCH_FAILED);
      }
      return toPitchResult(res, websiteUrl);
    },
    (next) => toast(`Pitch generated for ${next.name}`, 'success'),
  );

  return (
    <div className="lg-stack am-view">
      <Card title="Generate Pitch from URL" titleAs="h2">
        <p className="lg-muted am-intro">
          Paste a restaurant&apos;s website. The page is read, and a pitch is written from what it shows.
        </p>
        <form className="am-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={loading || undefined}>
          <UrlField
            label="Restaurant Website URL"
            placeholder="https://www.example-restaurant.com"
            raw={raw}
            state={field}
            disabled={loading}
            onChange={setRaw}
          />
          <div>
            <Button type="submit" loading={loading} disabled={!canSubmit}>
              {loading ? 'Generating Pitch...' : 'Generate Pitch'}
            </Button>
          </div>
        </form>
        {error && <ErrorBox message={error} onClose={clearError} />}
      </Card>
      {loading && (
        <Card>
          <LoadingState message="Reading the website and writing the pitch..." />
        </Card>
      )}
      {result && <PitchResultCard result={result} />}
    </div>
  );
}

function PitchResultCard({ result }: { result: PitchResult }) {
  const sections = pitchSections(result.pitch);
  const confidence = confidencePercent(result.pitch?.confidence_score);
  const writer = generatedByText(result.generatedBy);
  return (
    <Card
      title="Generated Pitch"
      titleAs="h2"
      data-testid="pitch-result"
      actions={sections.length > 0 && <CopyButton label="Copy Pitch" getText={() => pitchToPlainText(result)} testId="copy-pitch" />}
    >
      <div className="am-result-head">
        <div>
          <h3 className="am-result-name" data-testid="pitch-restaurant">
            {result.name}
          </h3>
          <VisitLink href={result.website} />
        </div>
        <div className="am-badges">
          {result.fitScore !== null && (
            <span className="am-badge am-badge--fit" data-testid="pitch-fit-score">
              Fit Score: {result.fitScore}/100
            </span>
          )}
          {confidence !== null && (
            <span className="am-badge" data-testid="pitch-confidence">
              Confidence: {confidence}%
            </span>
          )}
        </div>
      </div>
      {writer && (
        <p className="am-provenance" data-testid="pitch-generated-by" data-generated-by={result.generatedBy ?? undefined}>
          {writer}
          {result.pagesRead.length > 0 && ` Based on ${result.pagesRead.length} page${result.pagesRead.length === 1 ? '' : 's'} of the website.`}
        </p>
      )}
      {sections.length === 0 ? (
        <EmptyState title="No pitch data available" />
      ) : (
        <div className="am-pitch-grid">
          {sections.map((s) => (
            <section key={s.key} className={`am-pitch-section am-pitch-section--${s.kind}`} data-testid={`pitch-section-${s.key}`}>
              <h4>{s.title}</h4>
              {s.kind === 'list' ? (
                <ul className="am-list">
                  {s.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p className="am-pitch-text">{s.text}</p>
              )}
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
