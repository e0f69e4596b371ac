import type { SavedLeadDetail } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';
import { formatWhen } from '../../shared/dates.logic.js';

/** The notes on the lead, newest first, each with who wrote it, and the box to add one. */
export function LeadNotes({
  detail,
  saving,
  onAdd,
}: {
  detail: SavedLeadDetail;
  saving: boolean;
  onAdd: (text: string) => Promise<boolean>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await onAdd(text)) setText('');
  }
  return (
    <section className="sm-detail-section" data-testid="detail-notes">
      <h3>Notes ({detail.notes.length})</h3>
      <form onSubmit={(e) => void submit(e)} className="lg-stack" style={{ gap: '0.5rem' }}>
        <label className="lg-visually-hidden" htmlFor={id}>
          New note
        </label>
        <textarea
          id={id}
          className="lg-input"
          rows={2}
          maxLength={5000}
          placeholder="What did you learn? e.g. Owner is in on Tuesdays"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div>
          <Button type="submit" size="sm" disabled={saving || !text.trim()}>
            Add note
          </Button>
        </div>
      </form>
      {detail.notes.length > 0 && (
        <ul className="sm-timeline">
          {detail.notes.map((n) => (
            <li key={n.id} data-testid="note">
              <time dateTime={n.created_at}>{formatWhen(n.created_at)}</time>
              {n.by && (
                <span className="sm-timeline-by" data-testid="note-by">
                  {n.by}
                </span>
              )}
              <p>{n.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
