import { LOST_REASON_REQUIRED_MESSAGE } from '@leadgen/contracts';
import { Button, Modal } from '@leadgen/ui';
import { useState, type FormEvent } from 'react';
import { bulkConfirmLabel, bulkQuestion, type BulkAsk } from './bulk-change.logic.js';
import { MY_LEADS_UNDO_NOTE } from '../shared/my-leads.messages.js';
import { LostReasonField } from '../shared/lost-reason.field.js';

/**
 * The confirmation of a change to the selected leads, naming the count and the change ('Set 7
 * leads to Lost?'); Lost asks its reason here, once for all of them.
 */
export function BulkConfirmModal({
  ask,
  count,
  onCancel,
  onConfirm,
}: {
  ask: BulkAsk;
  count: number;
  onCancel: () => void;
  onConfirm: (lostReason?: string) => void;
}) {
  const lost = ask.action === 'status' && ask.status === 'lost';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (lost && !reason.trim()) {
      setError(LOST_REASON_REQUIRED_MESSAGE);
      return;
    }
    onConfirm(lost ? reason.trim() : undefined);
  }

  return (
    <Modal title={bulkQuestion(ask, count)} onClose={onCancel}>
      <form onSubmit={submit} className="lg-stack" data-testid="bulk-confirm" noValidate>
        {ask.action === 'remove' && (
          <p style={{ margin: 0 }}>Their notes, pitches, reports, contacts and history go with them.</p>
        )}
        {lost && (
          <LostReasonField
            reason={reason}
            error={error}
            onChange={(r) => {
              setReason(r);
              setError(null);
            }}
          />
        )}
        <p className="lg-muted" style={{ margin: 0 }}>
          {MY_LEADS_UNDO_NOTE}
        </p>
        <div className="lg-row" style={{ justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant={ask.action === 'remove' || lost ? 'danger' : 'primary'}>
            {bulkConfirmLabel(ask, count)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
