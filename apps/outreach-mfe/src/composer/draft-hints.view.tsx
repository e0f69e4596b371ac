import type { OutreachDraft } from '@leadgen/contracts';

/** What the rep should know about the draft before sending: who signs it, and whether a pitch wrote it. */
export function DraftHints({ draft }: { draft: OutreachDraft }) {
  return (
    <>
      {draft.sender_note && (
        <p className="lg-muted or-hint" data-testid="sender-note">
          {draft.sender_note}
        </p>
      )}
      {!draft.pitch_id && (
        <p className="lg-muted or-hint">No pitch is kept on this lead yet: the body is a plain opener to edit.</p>
      )}
    </>
  );
}
