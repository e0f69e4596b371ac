import { DIAGNOSTIC_THRESHOLDS as T, type DiagnosticResponse } from '@leadgen/contracts';
import { formatCount } from '@leadgen/ui';
import type { ReactNode } from 'react';
import { findingFor, gradeLabel, photosShown, responseRateShown } from './checklist.logic.js';
import { Evidence } from './evidence.view.js';
import { CheckRow, Flag, Grade, TextFinding } from './finding.view.js';

type Props = { result: DiagnosticResponse };

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="dg-section" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

export function GoogleSection({ result }: Props) {
  const g = result.google_data;
  return (
    <Section title="Google Data" testId="section-google">
      <ul className="dg-list">
        <li>
          Reviews: <strong>{g.review_count == null ? 'Not available' : formatCount(g.review_count)}</strong>{' '}
          <Grade label={gradeLabel('review_count', g.review_count)} />
        </li>
        <li>
          Rating: <strong>{g.rating !== null ? `${g.rating}★` : 'Not available'}</strong>{' '}
          <Grade label={gradeLabel('rating', g.rating)} />
        </li>
        <li>
          Review response rate: <strong>{responseRateShown(g)}</strong>{' '}
          <Grade label={gradeLabel('review_response_rate', g.review_response_rate)} />
        </li>
        <li>
          Professional photos: <strong>{photosShown(g) ?? 'Not available'}</strong>
        </li>
        <li>
          Attributes filled: <strong>{g.attributes_filled ?? 'Not available'}</strong>
        </li>
      </ul>
      {g.note && <p className="lg-muted dg-small">{g.note}</p>}
      {g.data_source?.is_demo && <p className="lg-muted dg-small">{g.data_source.label}</p>}
    </Section>
  );
}

/** The quality score, or 'Inconclusive' with the points of the checks that could be decided. */
function QualityScore({ result }: Props) {
  const wa = result.website_analysis;
  return (
    <p className="dg-score">
      {wa.quality_score === null ? (
        <>
          <span className="dg-pill dg-pill--open">Inconclusive</span>{' '}
          <span className="lg-muted">
            {wa.points_decided ?? 0} of {wa.points_possible_decided ?? 0} points on the checks that could be decided
          </span>
        </>
      ) : (
        <>
          <strong data-testid="quality-score">{wa.quality_score}</strong>/{T.qualityScoreOutOf} quality score
        </>
      )}
    </p>
  );
}

export function WebsiteSection({ result }: Props) {
  const wa = result.website_analysis;
  return (
    <Section title="Website Analysis" testId="section-website">
      <QualityScore result={result} />
      <p>
        Platform: <strong data-testid="platform">{wa.platform ?? 'Unknown'}</strong>
        {wa.platform_type && <span className="lg-muted"> — {wa.platform_type}</span>}
      </p>
      {wa.platform_evidence?.length ? <Evidence items={wa.platform_evidence} label="Platform" /> : null}
      <ul className="dg-checks">
        {(wa.checks ?? []).map((c) => (
          <CheckRow key={c.id} c={c} siteReason={result.site?.reason ?? null} />
        ))}
      </ul>
    </Section>
  );
}

export function ConversionsSection({ result }: Props) {
  const cv = result.conversions;
  return (
    <Section title="Conversions" testId="section-conversions">
      <h4>Private parties</h4>
      <ul className="dg-flags">
        <Flag
          result={result}
          id="conversions.private_parties.mentions_parties"
          label="Mentions parties"
          value={cv.private_parties.mentions_parties}
        />
        <Flag
          result={result}
          id="conversions.private_parties.has_group_form"
          label="Group form"
          value={cv.private_parties.has_group_form}
        />
        <TextFinding
          finding={findingFor(result, 'conversions.private_parties.party_software')}
          label="Party software"
          value={cv.private_parties.party_software}
        />
        <Flag
          result={result}
          id="conversions.private_parties.social_posts"
          label="Social posts"
          value={cv.private_parties.social_posts}
        />
      </ul>
      <h4>Catering</h4>
      <ul className="dg-flags">
        <Flag
          result={result}
          id="conversions.catering.mentions_catering"
          label="Mentions catering"
          value={cv.catering.mentions_catering}
        />
        <Flag
          result={result}
          id="conversions.catering.has_catering_form"
          label="Catering form"
          value={cv.catering.has_catering_form}
        />
        <Flag
          result={result}
          id="conversions.catering.has_ordering_system"
          label="Ordering system"
          value={cv.catering.has_ordering_system}
        />
        <TextFinding
          finding={findingFor(result, 'conversions.catering.third_party_integration')}
          label="Third-party integration"
          value={cv.catering.third_party_integration}
        />
      </ul>
      <h4>Hiring</h4>
      <ul className="dg-flags">
        <Flag
          result={result}
          id="conversions.hiring.mentions_hiring"
          label="Mentions hiring"
          value={cv.hiring.mentions_hiring}
        />
        <Flag result={result} id="conversions.hiring.has_job_form" label="Job form" value={cv.hiring.has_job_form} />
      </ul>
    </Section>
  );
}

export function MarketingSection({ result }: Props) {
  const m = result.marketing;
  return (
    <Section title="Marketing" testId="section-marketing">
      <h4>Social</h4>
      <ul className="dg-flags">
        <TextFinding
          finding={findingFor(result, 'marketing.social.facebook')}
          label="Facebook"
          value={m.social.facebook.url ?? null}
        />
        <TextFinding
          finding={findingFor(result, 'marketing.social.facebook.posting_frequency')}
          label="Facebook posting"
          value={m.social.facebook.posting_frequency}
        />
        <TextFinding
          finding={findingFor(result, 'marketing.social.instagram')}
          label="Instagram"
          value={m.social.instagram.url ?? null}
        />
        <TextFinding
          finding={findingFor(result, 'marketing.social.instagram.posting_frequency')}
          label="Instagram posting"
          value={m.social.instagram.posting_frequency}
        />
      </ul>
      <h4>Email</h4>
      <ul className="dg-flags">
        <Flag
          result={result}
          id="marketing.email.has_newsletter"
          label="Newsletter sign-up"
          value={m.email.has_newsletter}
        />
      </ul>
    </Section>
  );
}

export function CompetitionSection({ result }: Props) {
  return (
    <Section title="Nearby Competition" testId="section-competition">
      {result.nearby_competition.length ? (
        <ul className="dg-list">
          {result.nearby_competition.map((c) => (
            <li key={`${c.name}|${c.address}`}>
              <strong>{c.name}</strong>
              {c.rating !== null && (
                <span className="lg-muted">
                  {' '}
                  {c.rating}★ ({formatCount(c.review_count ?? 0)})
                </span>
              )}
              {c.address && <div className="lg-muted dg-small">{c.address}</div>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="lg-muted">No nearby competition found.</p>
      )}
    </Section>
  );
}

/** The rep's own clients near the restaurant, from the imported customer list. */
export function ClientsSection({ result }: Props) {
  return (
    <Section title="Nearby Clients" testId="section-clients">
      {result.nearby_spothopper_clients.length ? (
        <ul className="dg-list">
          {result.nearby_spothopper_clients.map((c) => (
            <li key={c.id}>
              <strong>{c.name}</strong>
              <div className="lg-muted dg-small">
                {[c.address, c.city, c.state].filter(Boolean).join(', ')}
                {c.distance_km !== null && ` · ${c.distance_km} km`}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lg-muted">None of your clients are nearby. Import your customer list below.</p>
      )}
    </Section>
  );
}

export function FeaturesSection({ result }: Props) {
  return (
    <Section title="Unique Features" testId="section-features">
      {result.unique_features.length ? (
        <ul className="dg-bullets">
          {result.unique_features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : (
        <p className="lg-muted">None found.</p>
      )}
    </Section>
  );
}

export function RecommendationsSection({ result }: Props) {
  return (
    <Section title="Recommendations" testId="section-recommendations">
      {result.recommendations.length ? (
        <ol className="dg-bullets">
          {result.recommendations.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ol>
      ) : (
        <p className="lg-muted">None.</p>
      )}
    </Section>
  );
}
