import type { ReactNode } from 'react';
import type { BreakdownRow } from './analytics.logic.js';

/* The Analytics tab's building blocks: a summary card, a breakdown's bars, and a titled panel. */

export function Stat({ label, value, tone, testId }: { label: string; value: string; tone: string; testId: string }) {
  return (
    <div className={`sm-stat sm-stat--${tone}`} data-testid={testId}>
      <div className="sm-stat__label">{label}</div>
      <div className="sm-stat__value" data-testid={`${testId}-value`}>
        {value}
      </div>
    </div>
  );
}

export function Bars({ rows, empty }: { rows: BreakdownRow[]; empty: string }) {
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

export function Panel({
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
