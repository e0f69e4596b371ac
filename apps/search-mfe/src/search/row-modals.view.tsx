import type { Lead } from '@leadgen/contracts';
import { useMemo } from 'react';
import { HoursModal } from '../leads-table/hours.modal.js';
import { leadKey } from '../leads-table/lead.format.js';
import { customPitchTitle } from '../pitch/custom-pitch.logic.js';
import { PitchModal } from '../pitch/pitch.modal.js';
import type { RowPitches } from '../pitch/use-row-pitches.js';

interface RowModalsProps {
  leads: readonly Lead[];
  hoursKey: string | null;
  onCloseHours: () => void;
  rows: RowPitches;
}

/** The modals a row opens: its hours, its pitch, or the custom pitch written for it. */
export function RowModals({ leads, hoursKey, onCloseHours, rows }: RowModalsProps) {
  const byKey = useMemo(() => new Map(leads.map((l, i) => [leadKey(l, i), l])), [leads]);
  const { shown } = rows;
  const hoursLead = hoursKey ? (byKey.get(hoursKey) ?? null) : null;
  const pitchKey = shown?.kind === 'lead' ? shown.key : null;
  const customKey = shown?.kind === 'custom' ? shown.key : null;
  const customLead = customKey ? (byKey.get(customKey) ?? null) : null;
  const custom = customKey ? (rows.customPitches.get(customKey) ?? null) : null;
  return (
    <>
      {hoursLead && <HoursModal lead={hoursLead} onClose={onCloseHours} />}
      <PitchModal
        key={pitchKey ?? ''}
        lead={pitchKey ? (byKey.get(pitchKey) ?? null) : null}
        reading={pitchKey ? rows.readings.get(pitchKey) : undefined}
        onClose={rows.closePitch}
      />
      {customLead && custom && (
        <PitchModal
          key={`custom:${customKey}`}
          lead={customLead}
          pitch={custom.pitch}
          title={customPitchTitle(custom.vendor)}
          vendor={custom.vendor}
          fromOffer={custom.fromOffer}
          onClose={rows.closePitch}
        />
      )}
    </>
  );
}
