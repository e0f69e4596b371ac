import { DIAGNOSTIC_THRESHOLDS as T, type DiagnosticResponse, type Finding, type QualityCheck } from '@leadgen/contracts';
import { Card } from '@leadgen/ui';
import type { ReactNode } from 'react';
import { Evidence } from './evidence.js';
import { findingFor, gradeLabel, yesNo } from './checklist.logic.js';

function Flag({ result, id, label, value }: { result: DiagnosticResponse; id: string; label: string; value: boolean | null }) {
  const f = findingFor(result, id);
  const tone = value === null ? 'open' : value ? 'yes' : 'no';
  return (
    <li className="dg-flag" data-testid={`flag-${id}`}>
      <span className="dg-flag__label">{label}</span>
      <span className={`dg-pill dg-pill--${tone}`}>{yesNo(value)}</span>
      {f?.detail && value && <span className="lg-muted"> {f.detail}</span>}
      {f && <Evidence items={f.evidence} reason={f.reason} label={label} />}
    </li>
  );
}

function TextFinding({ finding, label, value }: { finding?: Finding; label: string; value: string | null }) {
  return (
    <li className="dg-flag">
      <span className="dg-flag__label">{label}</span>
      <span>{value ?? (finding?.status === 'inconclusive' ? 'Inconclusive' : finding?.status === 'unavailable' ? 'Not available' : 'None found')}</span>
      {finding && <Evidence items={finding.evidence} reason={finding.reason} label={label} />}
    </li>
  );
}

function Grade({ label }: { label: string | null }) {
  if (!label) return null;
  const good = label === 'Strong' || label === 'Excellent' || label === 'Good';
  return <span className={`dg-pill dg-pill--${good ? 'yes' : 'warn'}`}>{label}</span>;
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="dg-section" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function CheckRow({ c, siteReason }: { c: QualityCheck; siteReason: string | null }) {
  return (
    <li className={`dg-check dg-check--${c.status}`} data-testid={`check-${c.id}`}>
      <span className="dg-check__mark" aria-hidden="true">{c.status === 'pass' ? '✓' : c.status === 'fail' ? '✗' : '?'}</span>
      <span className="dg-check__label">{c.label}</span>
      <span className="dg-check__points">
        {c.points}/{c.max_points}
      </span>
      <span className="dg-check__detail">{c.status === 'inconclusive' ? (c.reason && c.reason === siteReason ? 'Inconclusive: see the note above.' : `Inconclusive: ${c.reason ?? c.detail}`) : c.detail}</span>
      <Evidence items={c.evidence} label={c.label} />
    </li>
  );
}

export function DiagnosticResult({ result, actions }: { result: DiagnosticResponse; actions: ReactNode }) {
  const g = result.google_data;
  const wa = result.website_analysis;
  const cv = result.conversions;
  const m = result.marketing;
  const platformFinding: Finding | undefined = wa.platform_evidence?.length
    ? { id: 'platform', label: 'Platform', status: 'found', detail: wa.platform, evidence: wa.platform_evidence, reason: null }
    : undefined;
  return (
    <Card title={result.restaurant_name} titleAs="h2" actions={actions} data-testid="diagnostic-result">
      {result.site?.reason && (
        <div className="lg-alert lg-alert--info dg-note" data-testid="site-note">
          {result.site.reason}
        </div>
      )}
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

      <div className="dg-grid">
        <Section title="Google Data" testId="section-google">
          <ul className="dg-list">
            <li>
              Reviews: <strong>{g.review_count?.toLocaleString('en-US') ?? 'Not available'}</strong> <Grade label={gradeLabel('review_count', g.review_count)} />
            </li>
            <li>
              Rating: <strong>{g.rating !== null ? `${g.rating}★` : 'Not available'}</strong> <Grade label={gradeLabel('rating', g.rating)} />
            </li>
            <li>
              Review response rate: <strong>{g.review_response_rate !== null ? `${g.review_response_rate}%` : 'Not available'}</strong>{' '}
              <Grade label={gradeLabel('review_response_rate', g.review_response_rate)} />
            </li>
            <li>
              Professional photos: <strong>{g.professional_photos !== null ? `${g.professional_photos}/${T.professionalPhotosOutOf}` : 'Not available'}</strong>
            </li>
            <li>
              Attributes filled: <strong>{g.attributes_filled ?? 'Not available'}</strong>
            </li>
          </ul>
          {g.note && <p className="lg-muted dg-small">{g.note}</p>}
          {g.data_source?.is_demo && <p className="lg-muted dg-small">{g.data_source.label}</p>}
        </Section>

        <Section title="Website Analysis" testId="section-website">
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
          <p>
            Platform: <strong data-testid="platform">{wa.platform ?? 'Unknown'}</strong>
            {wa.platform_type && <span className="lg-muted"> — {wa.platform_type}</span>}
          </p>
          {platformFinding && <Evidence items={platformFinding.evidence} label="Platform" />}
          <ul className="dg-checks">{(wa.checks ?? []).map((c) => <CheckRow key={c.id} c={c} siteReason={result.site?.reason ?? null} />)}</ul>
        </Section>
      </div>

      <div className="dg-grid">
        <Section title="Conversions" testId="section-conversions">
          <h4>Private parties</h4>
          <ul className="dg-flags">
            <Flag result={result} id="conversions.private_parties.mentions_parties" label="Mentions parties" value={cv.private_parties.mentions_parties} />
            <Flag result={result} id="conversions.private_parties.has_group_form" label="Group form" value={cv.private_parties.has_group_form} />
            <TextFinding finding={findingFor(result, 'conversions.private_parties.party_software')} label="Party software" value={cv.private_parties.party_software} />
            <Flag result={result} id="conversions.private_parties.social_posts" label="Social posts" value={cv.private_parties.social_posts} />
          </ul>
          <h4>Catering</h4>
          <ul className="dg-flags">
            <Flag result={result} id="conversions.catering.mentions_catering" label="Mentions catering" value={cv.catering.mentions_catering} />
            <Flag result={result} id="conversions.catering.has_catering_form" label="Catering form" value={cv.catering.has_catering_form} />
            <Flag result={result} id="conversions.catering.has_ordering_system" label="Ordering system" value={cv.catering.has_ordering_system} />
            <TextFinding finding={findingFor(result, 'conversions.catering.third_party_integration')} label="Third-party integration" value={cv.catering.third_party_integration} />
          </ul>
          <h4>Hiring</h4>
          <ul className="dg-flags">
            <Flag result={result} id="conversions.hiring.mentions_hiring" label="Mentions hiring" value={cv.hiring.mentions_hiring} />
            <Flag result={result} id="conversions.hiring.has_job_form" label="Job form" value={cv.hiring.has_job_form} />
          </ul>
        </Section>

        <Section title="Marketing" testId="section-marketing">
          <h4>Social</h4>
          <ul className="dg-flags">
            <TextFinding finding={findingFor(result, 'marketing.social.facebook')} label="Facebook" value={m.social.facebook.url ?? null} />
            <TextFinding finding={findingFor(result, 'marketing.social.facebook.posting_frequency')} label="Facebook posting" value={m.social.facebook.posting_frequency} />
            <TextFinding finding={findingFor(result, 'marketing.social.instagram')} label="Instagram" value={m.social.instagram.url ?? null} />
            <TextFinding finding={findingFor(result, 'marketing.social.instagram.posting_frequency')} label="Instagram posting" value={m.social.instagram.posting_frequency} />
          </ul>
          <h4>Email</h4>
          <ul className="dg-flags">
            <Flag result={result} id="marketing.email.has_newsletter" label="Newsletter sign-up" value={m.email.has_newsletter} />
          </ul>
        </Section>
      </div>

      <div className="dg-grid">
        <Section title="Nearby Competition" testId="section-competition">
          {result.nearby_competition.length ? (
            <ul className="dg-list">
              {result.nearby_competition.map((c) => (
                <li key={`${c.name}|${c.address}`}>
                  <strong>{c.name}</strong>
                  {c.rating !== null && <span className="lg-muted"> {c.rating}★ ({(c.review_count ?? 0).toLocaleString('en-US')})</span>}
                  {c.address && <div className="lg-muted dg-small">{c.address}</div>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="lg-muted">No nearby competition found.</p>
          )}
        </Section>
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
      </div>

      <div className="dg-grid">
        <Section title="Unique Features" testId="section-features">
          {result.unique_features.length ? (
            <ul className="dg-bullets">{result.unique_features.map((f) => <li key={f}>{f}</li>)}</ul>
          ) : (
            <p className="lg-muted">None found.</p>
          )}
        </Section>
        <Section title="Recommendations" testId="section-recommendations">
          {result.recommendations.length ? (
            <ol className="dg-bullets">{result.recommendations.map((f) => <li key={f}>{f}</li>)}</ol>
          ) : (
            <p className="lg-muted">None.</p>
          )}
        </Section>
      </div>
    </Card>
  );
}
