import type { Mailbox } from '@leadgen/contracts';
import { imapWords } from './imap.logic.js';

/** Where the rep's answers are read, when they were last read, and what went wrong the last time, in words. */
export function ImapSummary({ imap }: { imap: Mailbox['imap'] }) {
  const { where, checked, error } = imapWords(imap);
  return (
    <div className="or-imap-summary" data-testid="mailbox-answers">
      <p className="or-hint">
        {where} {checked && <span className="lg-muted">{checked}</span>}
      </p>
      {error && (
        <p className="or-field-error" data-testid="mailbox-answers-error">
          {error}
        </p>
      )}
    </div>
  );
}
