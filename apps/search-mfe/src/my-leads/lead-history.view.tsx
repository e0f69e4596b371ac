import type { SavedLeadDetail } from '@leadgen/contracts';
import { activityText, emailActivity } from './activity.logic.js';
import { formatWhen } from './dates.logic.js';

/** An email sent from Outreach: its line, and its text folded under it. */
function EmailLine({ detail }: { detail: string }) {
  const { summary, body } = emailActivity(detail);
  return (
    <>
      <p>{summary}</p>
      {body && (
        <details className="sm-email-body" data-testid="activity-email">
          <summary>Show the email</summary>
          <p>{body}</p>
        </details>
      )}
    </>
  );
}

/** Everything that happened to the saved lead, newest first. */
export function LeadHistory({ detail }: { detail: SavedLeadDetail }) {
  return (
    <section className="sm-detail-section" data-testid="detail-history">
      <h3>Activity</h3>
      <ul className="sm-timeline">
        {detail.history.map((a) => (
          <li key={a.id} data-testid="activity">
            <time dateTime={a.at}>{formatWhen(a.at)}</time>
            {a.kind === 'email' ? <EmailLine detail={a.detail} /> : <p>{activityText(a)}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
