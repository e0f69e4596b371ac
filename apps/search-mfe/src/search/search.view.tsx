import { Card } from '@leadgen/ui';

export function SearchView() {
  return (
    <Card title="Search Leads" titleAs="h2">
      <p className="lg-muted">Find restaurant leads by city, state and cuisine, each with a fit score.</p>
    </Card>
  );
}
