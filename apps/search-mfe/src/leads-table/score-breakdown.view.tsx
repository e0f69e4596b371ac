import type { ScoreContribution } from '@leadgen/contracts';

/** How each factor contributed to the fit score; the points add up to the score. */
export function ScoreBreakdown({ items, score }: { items: readonly ScoreContribution[] | undefined; score: number }) {
  if (!items || items.length === 0)
    return (
      <p className="lg-muted" style={{ margin: 0 }}>
        No score breakdown available.
      </p>
    );
  return (
    <table className="sm-breakdown" data-testid="score-breakdown">
      <tbody>
        {items.map((c) => (
          <tr key={c.factor}>
            <td>
              <div>{c.label}</div>
              <div className="sm-breakdown__detail">{c.detail}</div>
            </td>
            <td className="sm-breakdown__pts">
              {c.points} / {c.max_points}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>Fit score</td>
          <td className="sm-breakdown__pts">{score} / 100</td>
        </tr>
      </tfoot>
    </table>
  );
}
