import type { Lead } from '@leadgen/contracts';
import { Button, Modal } from '@leadgen/ui';
import { hoursState } from './lead.format.js';

/** 'Hours' of one lead: its name, whether it is open now, and the weekday lines. */
export function HoursModal({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const state = hoursState(lead.operating_hours);
  const lines = lead.operating_hours?.weekday_text ?? [];
  return (
    <Modal
      title="Hours"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div data-testid="hours-modal">
        <p style={{ fontWeight: 600, marginBottom: '0.25rem' }}>{lead.name}</p>
        {state.kind === 'known' && state.openLine && (
          <p className={state.openLine === 'Open now' ? 'sm-open' : 'sm-closed'}>{state.openLine}</p>
        )}
        {lines.length > 0 ? (
          <ul className="sm-hours">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="lg-muted">Hours information not available</p>
        )}
      </div>
    </Modal>
  );
}
