import { Button } from '@leadgen/ui';
import type { FormEvent } from 'react';

interface SaveSearchFormProps {
  /** The id the label points at. */
  id: string;
  name: string;
  onName: (name: string) => void;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}

/** Naming the search to save: the name (suggested from the form), Save search and Cancel. */
export function SaveSearchForm({ id, name, onName, busy, onSubmit, onCancel }: SaveSearchFormProps) {
  return (
    <form className="lg-row" onSubmit={onSubmit} style={{ marginTop: '0.5rem' }}>
      <label className="lg-visually-hidden" htmlFor={id}>
        Name of the saved search
      </label>
      <input
        id={id}
        className="lg-input"
        style={{ maxWidth: 320 }}
        maxLength={80}
        value={name}
        onChange={(e) => onName(e.target.value)}
        autoFocus
      />
      <Button type="submit" size="sm" loading={busy} disabled={!name.trim()}>
        Save search
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
