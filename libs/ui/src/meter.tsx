import { formatCount } from './count.format.js';
import { meterReading } from './meter.logic.js';

export interface MeterProps {
  label: string;
  used: number;
  limit: number;
}

/** "label  used / limit" with a coloured bar; the bar never grows past its track. */
export function Meter({ label, used, limit }: MeterProps) {
  const { percent, tone } = meterReading(used, limit);
  return (
    <div className="lg-meter" data-tone={tone}>
      <div className="lg-meter__head">
        <span className="lg-meter__label">{label}</span>
        <span className="lg-meter__value">
          {formatCount(used)} / {formatCount(limit)}
        </span>
      </div>
      <div
        className="lg-meter__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${used} of ${limit} used`}
      >
        <div className={`lg-meter__bar lg-meter__bar--${tone}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
