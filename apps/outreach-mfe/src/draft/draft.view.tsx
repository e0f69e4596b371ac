import { Alert, Button, Card, LoadingState, TextField } from '@leadgen/ui';
import { useEffect, useRef } from 'react';
import { FollowUpsField } from './follow-ups.field.js';
import { DraftHints } from './draft-hints.view.js';
import { RecipientField } from './recipient.field.js';
import { CcField } from './cc.field.js';
import type { useDraft } from './use-draft.js';

type Drafting = ReturnType<typeof useDraft>;

/**
 * The draft of an email to one saved lead: recipient, subject, body, follow-ups, and the two ways to
 * send; or a reply to their answer ('Write back'), sent now in its thread.
 */
export function DraftView({ drafting }: { drafting: Drafting }) {
  const { lead, draft, form, edit, loadError, problem, sending, result } = drafting;
  // The send buttons end a long form that closes on sending: the result is brought to where the rep looks.
  const resultShown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) resultShown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);
  // 'Write back' is pressed in the Inbox, below the draft: the draft comes into view as it opens.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (lead?.answer_id) card.current?.scrollIntoView?.({ block: 'start' });
  }, [lead]);
  if (!lead) return null;
  const errorOf = (field: string) => (problem?.field === field ? problem.error : null);
  // A reply carries on their conversation: sent now, in its thread, never followed up on its own.
  const reply = !!lead.answer_id;
  const name = draft?.restaurant_name ?? lead.restaurant_name;
  return (
    <div ref={card} className="or-draft-anchor">
      <Card
        data-testid="draft"
        title={reply ? `Write back to ${name}` : `Email ${name}`}
        actions={
          <Button variant="ghost" size="sm" onClick={drafting.close}>
            Close
          </Button>
        }
      >
        {result && (
          <div ref={resultShown} role="status">
            <Alert tone="success" data-testid="send-result">
              {result}
            </Alert>
          </div>
        )}
        {loadError && (
          <Alert tone="error">
            {loadError}{' '}
            <Button variant="secondary" size="sm" onClick={() => void drafting.retry()}>
              Try again
            </Button>
          </Alert>
        )}
        {!result && !loadError && !form && (
          <LoadingState message={reply ? 'Writing the reply...' : "Writing the email from the lead's pitch..."} />
        )}
        {draft && form && (
          <form className="lg-stack or-draft" onSubmit={(e) => e.preventDefault()} noValidate>
            <DraftHints draft={draft} onSignAs={drafting.signAs} signingAs={drafting.signingAs} />
            <RecipientField draft={draft} to={form.to} error={errorOf('to')} onChange={drafting.addressTo} />
            {draft.cc && <CcField cc={draft.cc} form={form} onChange={edit} />}
            <TextField
              label="Subject"
              value={form.subject}
              error={errorOf('subject')}
              errorProps={{ className: 'or-field-error' }}
              onChange={(e) => edit({ subject: e.target.value })}
            />
            <label className="lg-field">
              <span className="lg-label">Message</span>
              <textarea
                className="lg-input or-body"
                rows={16}
                value={form.body}
                aria-invalid={errorOf('body') ? true : undefined}
                onChange={(e) => edit({ body: e.target.value })}
              />
              {errorOf('body') && <span className="or-field-error">{errorOf('body')}</span>}
            </label>
            <p className="lg-muted or-hint">
              Your postal address and an unsubscribe link are added under the message, as the law asks.
            </p>
            {!reply && <FollowUpsField form={form} error={errorOf('follow_up_days')} onChange={edit} />}
            {problem && !['to', 'subject', 'body', 'follow_up_days'].includes(problem.field ?? '') && (
              <Alert tone="error" data-testid="send-error">
                {problem.error}
              </Alert>
            )}
            <div className="or-actions">
              <Button loading={sending === 'now'} disabled={!!sending} onClick={() => void drafting.send('now')}>
                Send now
              </Button>
              {!reply && (
                <Button
                  variant="secondary"
                  loading={sending === 'business_hours'}
                  disabled={!!sending}
                  onClick={() => void drafting.send('business_hours')}
                >
                  Send in their business hours
                </Button>
              )}
            </div>
            <p className="lg-muted or-hint">
              {reply
                ? 'Sent now, in the thread of their answer.'
                : `Their business hours: weekdays, 8 am to 6 pm (${draft.time_zone}).`}
            </p>
          </form>
        )}
      </Card>
    </div>
  );
}
