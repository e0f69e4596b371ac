import type { LeadStatus } from '@leadgen/contracts';
import { STATUS_OPTIONS } from './status.logic.js';

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
