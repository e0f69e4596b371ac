import type { RemoteProps } from '@leadgen/contracts';
import { Alert, Button, Card, LoadingState } from '@leadgen/ui';
import { UrlField } from '../url/url-field.view.js';
import { NoResultError, useUrlRun } from '../url/use-url-run.js';
import { toPitchResult, type PitchResult } from './url-pitch.logic.js';
import { PitchResultCard } from './pitch-result-card.view.js';

export const PITCH_FAILED = 'Failed to generate pitch from URL';

type Props = Pick<RemoteProps, 'api' | 'toast' | 'user'>;

/** URL Pitch: a restaurant's website in, a pitch written from what the site shows out; the last result is kept per rep. */
export function UrlPitchView({ api, toast, user }: Props) {
  const { raw, setRaw, field, loading, error, clearError, result, canSubmit, submit } = useUrlRun<PitchResult>(
    'url-pitch',
    user.id,
    PITCH_FAILED,
  );

  const onSubmit = submit(
    async (websiteUrl) => {
      const res = await api.call('urlPitch', { website_url: websiteUrl });
      if (!res || (res as { success?: unknown }).success !== true) {
        const serverError = (res as { error?: unknown } | null)?.error;
        throw new NoResultError(typeof serverError === 'string' ? serverError : PITCH_FAILED);
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
        {error && (
          <Alert className="am-alert" data-testid="form-error" onClose={clearError} closeLabel="Dismiss error">
            {error}
          </Alert>
        )}
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
