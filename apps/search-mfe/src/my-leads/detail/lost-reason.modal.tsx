import { LOST_REASON_REQUIRED_MESSAGE } from '@leadgen/contracts';
import { Button, Modal } from '@leadgen/ui';
import { useState, type FormEvent } from 'react';
import { LostReasonField } from '../shared/lost-reason.field.js';

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
        <LostReasonField
          reason={reason}
          error={error}
          onChange={(r) => {
            setReason(r);
            setError(null);
          }}
        />
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
