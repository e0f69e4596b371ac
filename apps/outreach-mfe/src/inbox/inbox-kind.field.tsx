import type { InboxKind } from '@leadgen/contracts';
import { useId } from 'react';
import { kindOptions } from './inbox-words.logic.js';

export interface InboxKindFieldProps {
  kind: InboxKind;
  busy: boolean;
  onChange: (kind: InboxKind) => void;
}

/** 'This is actually: Reply / Out of office / ...': the rep says what an answer is; its action follows. */
export function InboxKindField({ kind, busy, onChange }: InboxKindFieldProps) {
  const id = useId();
  return (
    <span className="or-kind-field">
      <label htmlFor={id} className="lg-muted">
        This is actually:
      </label>
      <select
        id={id}
        className="lg-input or-filter"
        value={kind}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) => onChange(e.target.value as InboxKind)}
      >
        {kindOptions().map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
