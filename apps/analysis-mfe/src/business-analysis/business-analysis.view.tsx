import { Card, EmptyState } from '@leadgen/ui';

export function BusinessAnalysisView() {
  return (
    <Card title="Business Analysis" titleAs="h2">
      <p className="lg-muted">
        Analyse a technology business website to build messaging and persona pitch scripts aimed at restaurants.
      </p>
      <EmptyState title="No business analysis data available" />
    </Card>
  );
}
