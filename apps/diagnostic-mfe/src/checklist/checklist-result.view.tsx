import type { DiagnosticResponse } from '@leadgen/contracts';
import { Alert, Card } from '@leadgen/ui';
import type { ReactNode } from 'react';
import {
  ClientsSection,
  CompetitionSection,
  ConversionsSection,
  FeaturesSection,
  GoogleSection,
  MarketingSection,
  RecommendationsSection,
  WebsiteSection,
} from './result-sections.view.js';

/** Who and where the restaurant is; what could not be found says so. */
function Facts({ result }: { result: DiagnosticResponse }) {
  return (
    <dl className="dg-facts">
      <div>
        <dt>Owner</dt>
        <dd data-testid="owner">{result.owner_name ?? 'Not found'}</dd>
      </div>
      <div>
        <dt>Category</dt>
        <dd>{result.category ?? 'Not found'}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>{result.location ?? 'Not found'}</dd>
      </div>
      {result.website_url && (
        <div>
          <dt>Website</dt>
          <dd>
            <a href={result.website_url} target="_blank" rel="noreferrer noopener">
              {result.website_url}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The diagnostic of one restaurant: a note when the site could not be read fully, its facts (owner,
 * category, location), nearby competition and clients, then Google data, website, conversions,
 * marketing, unique features and recommendations, in pairs.
 */
export function ChecklistResult({ result, actions }: { result: DiagnosticResponse; actions: ReactNode }) {
  return (
    <Card title={result.restaurant_name} titleAs="h2" actions={actions} data-testid="diagnostic-result">
      {result.site?.reason && (
        <Alert tone="info" className="dg-note" data-testid="site-note">
          {result.site.reason}
        </Alert>
      )}
      <Facts result={result} />
      <div className="dg-grid">
        <CompetitionSection result={result} />
        <ClientsSection result={result} />
      </div>
      <div className="dg-grid">
        <GoogleSection result={result} />
        <WebsiteSection result={result} />
      </div>
      <div className="dg-grid">
        <ConversionsSection result={result} />
        <MarketingSection result={result} />
      </div>
      <div className="dg-grid">
        <FeaturesSection result={result} />
        <RecommendationsSection result={result} />
      </div>
    </Card>
  );
}
