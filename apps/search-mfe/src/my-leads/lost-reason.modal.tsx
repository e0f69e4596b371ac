import { LOST_REASON_REQUIRED_MESSAGE } from '@leadgen/contracts';
import { Button, Modal } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';

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
