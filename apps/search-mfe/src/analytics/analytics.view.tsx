import type { EventBus } from '@leadgen/contracts';
import { Card, EmptyState, useShellEvent } from '@leadgen/ui';
import { analyticsModel, coverageText } from './analytics.logic.js';
import { Bars, Panel, Stat } from './analytics.parts.js';

/** 'Search Analytics' over the latest search the search tab published. */
export function AnalyticsView({ events }: { events: EventBus }) {
  const results = useShellEvent(events, 'search-results');
  const model = analyticsModel(results);

  return (
    <Card title="Search Analytics" titleAs="h2">
      {!model ? (
        <EmptyState title="No analytics data available.">
          <p className="lg-muted">Run a search in Search Leads to see its leads analysed here.</p>
        </EmptyState>
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
