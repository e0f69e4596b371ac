import type { OutreachDraft } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { canSignAs } from './use-sign-as.js';

interface Props {
  draft: OutreachDraft;
  /** 'Use <name> in What I sell': makes the offer name the mailbox's sender. */
  onSignAs?: (name: string) => void;
  signingAs?: boolean;
}

/** What the rep should know about the draft before sending: who signs it, what a reply answers, and whether a pitch wrote it. */
export function DraftHints({ draft, onSignAs, signingAs = false }: Props) {
  const signAs = draft.sign_as && onSignAs && canSignAs() ? draft.sign_as : null;
  return (
    <>
      {draft.sender_note && (
        <p className="lg-muted or-hint" data-testid="sender-note">
          {draft.sender_note}{' '}
          {signAs && (
            <Button variant="secondary" size="sm" loading={signingAs} onClick={() => onSignAs!(signAs)}>
              Use {signAs} in What I sell
            </Button>
          )}
        </p>
      )}
      {draft.reply_note && (
        <p className="lg-muted or-hint" data-testid="reply-note">
          {draft.reply_note}
        </p>
      )}
      {draft.pitch_written ? (
        <p className="lg-muted or-hint" data-testid="pitch-written-note">
          Written from a pitch made now from the lead's site and listing; the pitch is kept with the lead in My Leads.
        </p>
      ) : (
        // A reply is written from their answer, not from a pitch.
        !draft.pitch_id &&
        !draft.answer_id && (
          <p className="lg-muted or-hint">
            {draft.pitch_limit_reached
              ? "Your plan's pitches for this month are used, so none was written for this lead: the body is a plain opener to edit."
              : 'No pitch is kept on this lead yet: the body is a plain opener to edit.'}
          </p>
        )
      )}
    </>
  );
}
