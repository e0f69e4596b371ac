import type { SavedLeadDetail } from '@leadgen/contracts';
import { activityText } from './activity.logic.js';
import { formatWhen } from './dates.logic.js';

/** Everything that happened to the saved lead, newest first. */
export function LeadHistory({ detail }: { detail: SavedLeadDetail }) {
  return (
    <section className="sm-detail-section" data-testid="detail-history">
      <h3>Activity</h3>
      <ul className="sm-timeline">
        {detail.history.map((a) => (
          <li key={a.id} data-testid="activity">
            <time dateTime={a.at}>{formatWhen(a.at)}</time>
            <p>{activityText(a)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
