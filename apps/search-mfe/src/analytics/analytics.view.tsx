import type { EventBus } from '@leadgen/contracts';
import { Card, EmptyState, useShellEvent } from '@leadgen/ui';
import type { ReactNode } from 'react';
import { analyticsModel, coverageText, type BreakdownRow } from './analytics.logic.js';

function Stat({ label, value, tone, testId }: { label: string; value: string; tone: string; testId: string }) {
  return (
    <div className={`sm-stat sm-stat--${tone}`} data-testid={testId}>
      <div className="sm-stat__label">{label}</div>
      <div className="sm-stat__value" data-testid={`${testId}-value`}>
        {value}
      </div>
    </div>
  );
}

function Bars({ rows, empty }: { rows: BreakdownRow[]; empty: string }) {
  if (!rows.length) return <p className="lg-muted">{empty}</p>;
  return (
    <ul className="sm-bars">
      {rows.map((r) => (
        <li key={r.key} data-key={r.key} data-testid="breakdown-row">
          <div className="sm-bar__head">
            <span className="sm-bar__label">{r.label}</span>
            <span className="sm-bar__count">{r.count}</span>
          </div>
          <div className="sm-bar__track" aria-hidden="true">
            <div className="sm-bar__fill" style={{ width: `${r.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Panel({
  title,
  testId,
  wide,
  children,
}: {
  title: string;
  testId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`sm-panel${wide ? ' sm-panel--wide' : ''}`} data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** 'Search Analytics' over the latest search the search tab published. */
export function AnalyticsView({ events }: { events: EventBus }) {
  const results = useShellEvent(events, 'search-results');
  const model = analyticsModel(results);

  return (
    <Card title="Search Analytics" titleAs="h2">
      {!model ? (
        <EmptyState title="No analytics data available." />
      ) : (
        <div data-testid="analytics">
          <p className="lg-muted">
            Over the {model.total} {model.total === 1 ? 'lead' : 'leads'} of the latest search.
          </p>
          <div className="sm-cards">
            <Stat label="Good Fits" value={String(model.cards.goodFits)} tone="green" testId="card-good-fits" />
            <Stat
              label="Website Coverage %"
              value={coverageText(model.cards.websiteCoverage)}
              tone="blue"
              testId="card-website"
            />
            <Stat
              label="Phone Coverage %"
              value={coverageText(model.cards.phoneCoverage)}
              tone="violet"
              testId="card-phone"
            />
            <Stat
              label="High Rated (4.0+)"
              value={String(model.cards.highRated)}
              tone="amber"
              testId="card-high-rated"
            />
          </div>
          <div className="sm-breakdowns">
            <Panel title="Fit Decision Distribution" testId="fit-distribution">
              <Bars rows={model.fitDecisions} empty="No data available" />
            </Panel>
            <Panel title="Rating Distribution" testId="rating-distribution">
              <Bars rows={model.ratings} empty="No data available" />
            </Panel>
            <Panel title="Top Cuisine Types" testId="cuisine-distribution" wide>
              {model.topCuisines.length ? (
                <div className="sm-cuisine-grid">
                  {[0, 1, 2].map((col) => (
                    <Bars key={col} rows={model.topCuisines.filter((_, i) => i % 3 === col)} empty="" />
                  ))}
                </div>
              ) : (
                <p className="lg-muted">No cuisine data available</p>
              )}
            </Panel>
            <Panel title="Review Count Distribution" testId="review-distribution" wide>
              <Bars rows={model.reviews} empty="No data available" />
            </Panel>
          </div>
        </div>
      )}
    </Card>
  );
}
