import { Button } from '@leadgen/ui';
import { CUSTOM_PITCH_LABEL } from './leads-table.messages.js';
import { pitchAction } from './lead.format.js';
import { rowPitchAction, showCustomPitch } from './pitch-buttons.logic.js';
import type { ActionsCellProps } from './lead-row.types.js';

/** View or Generate Pitch, and Custom Pitch when a report is selected. */
export function PitchButtons({
  lead,
  rowKey,
  busy,
  customBusy,
  customVendor,
  onCustomPitch,
  onViewPitch,
  onViewKeptPitch,
  onGeneratePitch,
}: ActionsCellProps) {
  const action = onViewKeptPitch ? rowPitchAction(lead) : pitchAction(lead);
  return (
    <>
      {action === 'view-kept' && (
        <Button
          size="sm"
          loading={busy}
          onClick={() => onViewKeptPitch?.(lead, rowKey)}
          title="Opens the pitch kept with this saved lead (no new pitch is written)"
          data-testid="view-kept-pitch"
        >
          View Pitch
        </Button>
      )}
      {action === 'view' && (
        <Button size="sm" onClick={() => onViewPitch(rowKey)}>
          View Pitch
        </Button>
      )}
      {action === 'generate' && (
        <Button size="sm" variant="secondary" loading={busy} onClick={() => onGeneratePitch(lead, rowKey)}>
          {busy ? 'Generating...' : 'Generate Pitch'}
        </Button>
      )}
      {showCustomPitch(customVendor, onCustomPitch) && (
        <Button
          size="sm"
          variant="secondary"
          loading={customBusy}
          onClick={() => onCustomPitch?.(lead, rowKey)}
          title={`A pitch for ${lead.name} written from the ${customVendor} business analysis`}
          data-testid="custom-pitch"
        >
          {customBusy ? 'Generating...' : CUSTOM_PITCH_LABEL}
        </Button>
      )}
    </>
  );
}
