import { Card } from '@leadgen/ui';

export function ChecklistView() {
  return (
    <Card title="Diagnostic Checklist" titleAs="h2">
      <p className="lg-muted">
        Check a restaurant website: Google presence, website quality, conversions, marketing and recommendations.
      </p>
    </Card>
  );
}
