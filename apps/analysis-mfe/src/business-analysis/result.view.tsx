import type { BusinessAnalysis } from '@leadgen/contracts';
import { Button, Card, EmptyState } from '@leadgen/ui';
import type { ReactNode } from 'react';
import { CopyButton, TextContent, VisitLink } from '../shared/components.js';
import { confidencePercent } from '../shared/errors.js';
import { toPlainText } from '../shared/text-blocks.js';
import { analysisToPlainText, companyName, formatAnalysedDate, hasAnalysisContent } from './analysis.js';
import { pipelineTiles } from './steps.js';

export interface AnalysisResultProps {
  analysis: BusinessAnalysis;
  /** True when this report is the one custom pitches use. */
  selected: boolean;
  onSelect: () => void;
  onGoToSearch: () => void;
}

const present = (v: unknown) => v !== undefined && v !== null;

function Section({ title, testId, children, tone }: { title: string; testId: string; children: ReactNode; tone?: 'highlight' }) {
  return (
    <Card title={title} titleAs="h3" data-testid={testId} className={tone ? `am-section am-section--${tone}` : 'am-section'}>
      {children}
    </Card>
  );
}

function Bullets({ items }: { items: string[] | undefined }) {
  const list = (items ?? []).filter((i) => i && i.trim());
  if (!list.length) return <p className="lg-muted am-no-content">No content available</p>;
  return (
    <ul className="am-list">
      {list.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function AnalysisResult({ analysis: a, selected, onSelect, onGoToSearch }: AnalysisResultProps) {
  const name = companyName(a);
  const confidence = confidencePercent(a.confidence_score);
  const date = formatAnalysedDate(a.created_at);
  const profile = a.business_profile;
  const target = a.targetCustomerProfile;
  const metrics = Object.entries(profile?.metrics ?? {});

  return (
    <div className="lg-stack am-analysis" data-testid="analysis-result">
      <Card className="am-analysis-head">
        <div className="am-result-head">
          <div>
            <p className="am-eyebrow">Business Analysis Report</p>
            <h2 className="am-result-name" data-testid="analysis-company">
              {name}
            </h2>
            <div className="am-meta">
              <VisitLink href={a.website_url} />
              {confidence !== null && (
                <span className="am-badge" data-testid="analysis-confidence">
                  Confidence: {confidence}%
                </span>
              )}
              {date && (
                <span className="lg-muted" data-testid="analysis-date">
                  Analyzed {date}
                </span>
              )}
            </div>
          </div>
          <div className="am-head-actions">
            <CopyButton label="Copy Analysis" getText={() => analysisToPlainText(a)} testId="copy-analysis" />
            {selected ? (
              <>
                <span className="am-selected" data-testid="report-selected">
                  ✓ Used for custom pitches
                </span>
                <Button variant="ghost" size="sm" onClick={onGoToSearch}>
                  Go to Search Leads
                </Button>
              </>
            ) : (
              <Button variant="primary" size="sm" onClick={onSelect} data-testid="use-report">
                Use for Custom Pitches
              </Button>
            )}
          </div>
        </div>
      </Card>

      <Card title="Four-Step Pipeline Status" titleAs="h3" data-testid="pipeline-status">
        <div className="am-tiles">
          {pipelineTiles(a.pipeline_steps).map((t) => (
            <div key={t.step.key} className={`am-tile am-tile--${t.tone}`} data-testid={`pipeline-tile-${t.step.key}`} data-tone={t.tone}>
              <span className="am-tile__step">Step {t.step.number}</span>
              <span className="am-tile__name">{t.step.name}</span>
              <span className="am-tile__status" title={t.status}>{t.label}</span>
            </div>
          ))}
        </div>
      </Card>

      {!hasAnalysisContent(a) && (
        <Card>
          <EmptyState title="No business analysis data available" />
        </Card>
      )}

      {present(a.coreUSP) && (
        <Section title="Core Value Proposition" testId="section-core-usp" tone="highlight">
          <TextContent value={a.coreUSP} />
        </Section>
      )}

      {profile && (
        <Section title="Business Profile (Step 1)" testId="section-business-profile">
          <dl className="am-dl">
            <dt>Name</dt>
            <dd>{profile.name || '—'}</dd>
            <dt>Description</dt>
            <dd>{profile.description || '—'}</dd>
          </dl>
          <h4 className="am-text__title">Customer Personas</h4>
          {profile.personas?.length ? (
            <div className="am-cards">
              {profile.personas.map((p, i) => (
                <div key={i} className="am-mini-card">
                  <p className="am-mini-card__title">{p.role}</p>
                  <p>
                    <span className="am-field-line__label">Goal:</span> {p.goal}
                  </p>
                  <p>
                    <span className="am-field-line__label">Frustration:</span> {p.frustration}
                  </p>
                </div>
              ))}
            </div>
          ) : (
            <p className="lg-muted am-no-content">No content available</p>
          )}
          <h4 className="am-text__title">Key Features</h4>
          {profile.features?.length ? (
            <div className="am-cards">
              {profile.features.map((f, i) => (
                <div key={i} className="am-mini-card">
                  <p className="am-mini-card__title">{f.feature}</p>
                  <p>
                    <span className="am-field-line__label">Benefit:</span> {f.benefit}
                  </p>
                  <p>
                    <span className="am-field-line__label">Payoff:</span> {f.payoff}
                  </p>
                </div>
              ))}
            </div>
          ) : (
            <p className="lg-muted am-no-content">No content available</p>
          )}
          <h4 className="am-text__title">Key Metrics</h4>
          {metrics.length ? (
            <dl className="am-dl">
              {metrics.map(([k, v]) => (
                <div key={k} className="am-dl__row">
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="lg-muted am-no-content">No metrics stated on the website</p>
          )}
        </Section>
      )}

      {present(a.business_avatar) && (
        <Section title="Business Avatar (Step 2)" testId="section-business-avatar">
          <TextContent value={a.business_avatar} />
        </Section>
      )}

      {present(a.messaging_brief) && (
        <Section title="High-Impact Messaging Brief (Step 3)" testId="section-messaging-brief">
          <TextContent value={a.messaging_brief} />
        </Section>
      )}

      {target && (
        <Section title="Target Customer Profile" testId="section-target-customer">
          {target.demographics && (
            <>
              <h4 className="am-text__title">Demographics</h4>
              <dl className="am-demographics">
                {(
                  [
                    ['Type', target.demographics.type],
                    ['Size', target.demographics.size],
                    ['Location', target.demographics.location],
                    ['Age', target.demographics.age],
                    ['Income', target.demographics.income],
                    ['Occupation', target.demographics.occupation],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value || '—'}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          <div className="am-two-col">
            <div>
              <h4 className="am-text__title">Values</h4>
              <Bullets items={target.psychographics?.values} />
            </div>
            <div>
              <h4 className="am-text__title">Pain Points</h4>
              <Bullets items={target.psychographics?.painPoints} />
            </div>
          </div>
        </Section>
      )}

      {a.problemsSolved && (
        <Section title="Problems Solved" testId="section-problems-solved">
          {a.problemsSolved.length ? (
            <div className="am-problems">
              {a.problemsSolved.map((p, i) => (
                <div key={i} className="am-problem">
                  <p>
                    <span className="am-problem__tag am-problem__tag--problem">Problem</span> {p.problem}
                  </p>
                  <p>
                    <span className="am-problem__tag am-problem__tag--solution">Solution</span> {p.solution}
                  </p>
                </div>
              ))}
            </div>
          ) : (
            <p className="lg-muted am-no-content">No content available</p>
          )}
        </Section>
      )}

      {a.persona_pitches && (
        <Section title="Persona-Specific Pitch Scripts (Step 4)" testId="section-persona-pitches">
          {Object.keys(a.persona_pitches).length ? (
            <div className="am-scripts">
              {Object.entries(a.persona_pitches).map(([persona, script]) => (
                <div key={persona} className="am-script" data-testid="persona-script">
                  <div className="am-script__head">
                    <h4 className="am-text__title">{persona}</h4>
                    <CopyButton label="Copy Script" getText={() => toPlainText(script)} />
                  </div>
                  <TextContent value={script} />
                </div>
              ))}
            </div>
          ) : (
            <p className="lg-muted am-no-content">No content available</p>
          )}
        </Section>
      )}

      {present(a.overallStrategicPositioning) && (
        <Section title="Strategic Market Positioning" testId="section-positioning">
          <TextContent value={a.overallStrategicPositioning} />
        </Section>
      )}

      {!a.coreUSP && present(a.business_analysis_text) && (
        <Section title="Strategic Business Analysis" testId="section-business-analysis-text">
          <TextContent value={a.business_analysis_text} />
        </Section>
      )}

      {present(a.pitch_content) && (
        <Section title="Generated Sales Pitch" testId="section-sales-pitch">
          <TextContent value={a.pitch_content} />
        </Section>
      )}
    </div>
  );
}
