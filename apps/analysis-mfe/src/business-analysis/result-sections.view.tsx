import type { BusinessAnalysis } from '@leadgen/contracts';
import { Card } from '@leadgen/ui';
import type { ReactNode } from 'react';
import { CopyButton } from '../copy/copy-button.view.js';
import { toPlainText } from '../text/text-blocks.logic.js';
import { TextContent } from '../text/text-content.view.js';

type Profile = NonNullable<BusinessAnalysis['business_profile']>;
type Target = NonNullable<BusinessAnalysis['targetCustomerProfile']>;

export function Section({
  title,
  testId,
  children,
  tone,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  tone?: 'highlight';
}) {
  return (
    <Card
      title={title}
      titleAs="h3"
      data-testid={testId}
      className={tone ? `am-section am-section--${tone}` : 'am-section'}
    >
      {children}
    </Card>
  );
}

function NoContent({ children = 'No content available' }: { children?: ReactNode }) {
  return <p className="lg-muted am-no-content">{children}</p>;
}

function Bullets({ items }: { items: string[] | undefined }) {
  const list = (items ?? []).filter((i) => i && i.trim());
  if (!list.length) return <NoContent />;
  return (
    <ul className="am-list">
      {list.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** Small cards of a title and two labelled lines (personas, features); a line the website left empty is not shown. */
function MiniCards<T>({
  items,
  title,
  lines,
}: {
  items: T[] | undefined;
  title: (item: T) => string;
  lines: [string, (item: T) => string][];
}) {
  if (!items?.length) return <NoContent />;
  return (
    <div className="am-cards">
      {items.map((item, i) => (
        <div key={i} className="am-mini-card">
          <p className="am-mini-card__title">{title(item)}</p>
          {lines
            .filter(([, value]) => value(item).trim())
            .map(([label, value]) => (
              <p key={label}>
                <span className="am-field-line__label">{label}:</span> {value(item)}
              </p>
            ))}
        </div>
      ))}
    </div>
  );
}

function Metrics({ metrics }: { metrics: Profile['metrics'] }) {
  const rows = Object.entries(metrics ?? {});
  if (!rows.length) return <NoContent>No metrics stated on the website</NoContent>;
  return (
    <dl className="am-dl">
      {rows.map(([k, v]) => (
        <div key={k} className="am-dl__row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 1: the vendor's name and description, its customer personas, key features and the metrics its site states. */
export function BusinessProfileSection({ profile }: { profile: Profile }) {
  return (
    <Section title="Business Profile (Step 1)" testId="section-business-profile">
      <dl className="am-dl">
        <dt>Name</dt>
        <dd>{profile.name || '—'}</dd>
        <dt>Description</dt>
        <dd>{profile.description || '—'}</dd>
      </dl>
      <h4 className="am-text__title">Customer Personas</h4>
      <MiniCards
        items={profile.personas}
        title={(p) => p.role}
        lines={[
          ['Goal', (p) => p.goal],
          ['Frustration', (p) => p.frustration],
        ]}
      />
      <h4 className="am-text__title">Key Features</h4>
      <MiniCards
        items={profile.features}
        title={(f) => f.feature}
        lines={[
          ['Benefit', (f) => f.benefit],
          ['Payoff', (f) => f.payoff],
        ]}
      />
      <h4 className="am-text__title">Key Metrics</h4>
      <Metrics metrics={profile.metrics} />
    </Section>
  );
}

function Demographics({ demographics: d }: { demographics: NonNullable<Target['demographics']> }) {
  const rows = [
    ['Type', d.type],
    ['Size', d.size],
    ['Location', d.location],
    ['Age', d.age],
    ['Income', d.income],
    ['Occupation', d.occupation],
  ] as const;
  return (
    <>
      <h4 className="am-text__title">Demographics</h4>
      <dl className="am-demographics">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function TargetCustomerSection({ target }: { target: Target }) {
  return (
    <Section title="Target Customer Profile" testId="section-target-customer">
      {target.demographics && <Demographics demographics={target.demographics} />}
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
  );
}

export function ProblemsSolvedSection({ problems }: { problems: NonNullable<BusinessAnalysis['problemsSolved']> }) {
  return (
    <Section title="Problems Solved" testId="section-problems-solved">
      {problems.length ? (
        <div className="am-problems">
          {problems.map((p, i) => (
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
        <NoContent />
      )}
    </Section>
  );
}

/** Step 4: one pitch script per persona, each with its own Copy Script button. */
export function PersonaPitchesSection({ pitches }: { pitches: NonNullable<BusinessAnalysis['persona_pitches']> }) {
  const scripts = Object.entries(pitches);
  return (
    <Section title="Persona-Specific Pitch Scripts (Step 4)" testId="section-persona-pitches">
      {scripts.length ? (
        <div className="am-scripts">
          {scripts.map(([persona, script]) => (
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
        <NoContent />
      )}
    </Section>
  );
}
