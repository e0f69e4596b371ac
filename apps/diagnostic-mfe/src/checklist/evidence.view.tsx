import type { DiagnosticEvidence } from '@leadgen/contracts';
import { useId, useState } from 'react';

/** "Show evidence" toggle: the pages and snippets a finding rests on, rendered as text. */
export function Evidence({
  items,
  reason,
  label,
}: {
  items: DiagnosticEvidence[];
  reason?: string | null;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!items.length && !reason) return null;
  return (
    <div className="dg-evidence">
      <button
        type="button"
        className="dg-link-btn"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${open ? 'Hide' : 'Show'} evidence: ${label}`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide evidence' : 'Show evidence'}
      </button>
      {open && (
        <div id={id} className="dg-evidence__body" data-testid="evidence">
          {reason && <p className="dg-evidence__reason">{reason}</p>}
          <ul>
            {items.map((e, i) => (
              <li key={i}>
                <a href={e.url} target="_blank" rel="noreferrer noopener">
                  {e.url}
                </a>
                <code>{e.snippet}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
