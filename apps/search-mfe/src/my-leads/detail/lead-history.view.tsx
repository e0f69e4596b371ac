import type { LeadActivity, SavedLeadDetail } from '@leadgen/contracts';
import { activityText, answerActivity, emailActivity, isAnswer } from './activity.logic.js';
import { formatWhen } from '../../shared/dates.logic.js';

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

/** An answer read in the rep's mailbox: what it is and who sent it, and its text (as text), folded when long. */
function AnswerLine({ activity }: { activity: LeadActivity }) {
  const { summary, text, fold } = answerActivity(activity.detail);
  return (
    <div className="sm-answer" data-testid="activity-answer" data-kind={activity.kind}>
      <p>{summary}</p>
      {text && !fold && <p className="sm-answer-text">{text}</p>}
      {text && fold && (
        <details className="sm-email-body">
          <summary>Show the answer</summary>
          <p>{text}</p>
        </details>
      )}
    </div>
  );
}

function ActivityLine({ activity }: { activity: LeadActivity }) {
  if (activity.kind === 'email') return <EmailLine detail={activity.detail} />;
  if (isAnswer(activity.kind)) return <AnswerLine activity={activity} />;
  return <p>{activityText(activity)}</p>;
}

/** Everything that happened to the saved lead, newest first, each with the rep who did it. */
export function LeadHistory({ detail }: { detail: SavedLeadDetail }) {
  return (
    <section className="sm-detail-section" data-testid="detail-history">
      <h3>Activity</h3>
      <ul className="sm-timeline">
        {detail.history.map((a) => (
          <li key={a.id} data-testid="activity">
            <time dateTime={a.at}>{formatWhen(a.at)}</time>
            {a.by && (
              <span className="sm-timeline-by" data-testid="activity-by">
                {a.by}
              </span>
            )}
            <ActivityLine activity={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}
