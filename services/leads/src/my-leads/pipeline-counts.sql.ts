/** A lead moved to this status in the period, counted once however often it moved. */
const moved = (status: string) =>
  `count(distinct a."lead_id") filter (where a."kind" = 'status' and a."to_value" = '${status}')::int`;

/**
 * The pipeline's numbers over lead_activities (alias a), the one definition the rep's own numbers
 * and the team's report both count with: leads saved, contacted (an email sent, or moved to
 * Attempted or Connected), emails sent, answered by a person (a reply, or 'not interested'), and
 * moved to Meeting booked, Won and Lost.
 */
export const PIPELINE_COUNTS = `
  count(distinct a."lead_id") filter (where a."kind" = 'saved')::int as "saved",
  count(distinct a."lead_id") filter (
    where a."kind" = 'email' or (a."kind" = 'status' and a."to_value" in ('attempted', 'connected'))
  )::int as "contacted",
  count(*) filter (where a."kind" = 'email')::int as "emails_sent",
  count(distinct a."lead_id") filter (where a."kind" in ('email_replied', 'email_not_interested'))::int as "replied",
  ${moved('meeting_booked')} as "meetings",
  ${moved('won')} as "won",
  ${moved('lost')} as "lost"`;
