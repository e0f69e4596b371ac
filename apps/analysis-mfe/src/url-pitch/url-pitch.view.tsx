import { Card, EmptyState } from '@leadgen/ui';

export function UrlPitchView() {
  return (
    <Card title="Generate Pitch from URL" titleAs="h2">
      <p className="lg-muted">Turn a restaurant&apos;s website into a personalised sales pitch.</p>
      <EmptyState title="No pitch data available" />
    </Card>
  );
}
