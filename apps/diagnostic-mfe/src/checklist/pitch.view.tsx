import type { Pitch } from '@leadgen/contracts';
import { Card } from '@leadgen/ui';

function TextSection({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <section className="dg-section">
      <h3>{title}</h3>
      <p>{text}</p>
    </section>
  );
}

function ListSection({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <section className="dg-section">
      <h3>{title}</h3>
      <ul className="dg-bullets">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}

/** The 'Sales Pitch' card under a diagnostic: the openers on the left, insights on the right; empty parts are left out. */
export function PitchView({ pitch }: { pitch: Partial<Pitch> }) {
  return (
    <Card title="Sales Pitch" titleAs="h2" data-testid="diagnostic-pitch">
      <div className="dg-grid">
        <div>
          <TextSection title="Email Opener" text={pitch.email_opener} />
          <TextSection title="Call Opener" text={pitch.call_opener} />
          <TextSection title="Value Proposition" text={pitch.value_proposition} />
          <TextSection title="Suggested Approach" text={pitch.suggested_approach} />
        </div>
        <div>
          <ListSection title="Key Insights" items={pitch.key_insights} />
          <ListSection title="Pain Points" items={pitch.pain_points} />
          <ListSection title="Revenue Opportunities" items={pitch.opportunity_highlights} />
        </div>
      </div>
    </Card>
  );
}
