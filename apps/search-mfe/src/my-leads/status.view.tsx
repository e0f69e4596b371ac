import { LOST_REASON_REQUIRED_MESSAGE, type LeadStatus } from '@leadgen/contracts';
import { Button, Modal } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';
import { STATUS_OPTIONS, statusView } from './my-leads.logic.js';

/** The pipeline step as a coloured pill. */
export function StatusPill({ status }: { status: LeadStatus }) {
  const view = statusView(status);
  return (
    <span className={`sm-status sm-status--${view.tone}`} data-testid="status-pill" data-status={status}>
      {view.label}
    </span>
  );
}

/** A select of the six pipeline steps; picking one asks for the change (Lost first asks why). */
export function StatusSelect({
  value,
  onPick,
  disabled,
  label,
  id,
}: {
  value: LeadStatus;
  onPick: (s: LeadStatus) => void;
  disabled?: boolean;
  label: string;
  id?: string;
}) {
  return (
    <select
      id={id}
      className="lg-input sm-status-select"
      aria-label={id ? undefined : label}
      value={value}
      disabled={disabled}
      onChange={(e) => onPick(e.target.value as LeadStatus)}
      data-testid="status-select"
    >
      {STATUS_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** 'Why was it lost?': the reason a Lost status needs, for one lead or the selected ones. */
export function LostReasonModal({
  what,
  onCancel,
  onConfirm,
}: {
  what: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setError(LOST_REASON_REQUIRED_MESSAGE);
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Modal title="Mark as Lost" onClose={onCancel}>
      <form onSubmit={submit} className="lg-stack" data-testid="lost-reason-form" noValidate>
        <p style={{ margin: 0 }}>
          Why was <strong>{what}</strong> lost?
        </p>
        <div className="lg-field">
          <label className="lg-label" htmlFor={id}>
            Lost reason
          </label>
          <textarea
            id={id}
            className="lg-input"
            rows={3}
            maxLength={500}
            value={reason}
            placeholder="e.g. Signed with a competitor"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            autoFocus
          />
          {error && (
            <p id={`${id}-error`} className="sm-field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="lg-row" style={{ justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger">
            Mark as Lost
          </Button>
        </div>
      </form>
    </Modal>
  );
}
