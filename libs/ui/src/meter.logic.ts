export type MeterTone = 'green' | 'yellow' | 'red';

export interface MeterReading {
  /** 0-100, whole number, capped at 100. */
  percent: number;
  tone: MeterTone;
}

/** Share of a limit used: red at 90 percent and above, yellow at 70 and above, else green. */
export function meterReading(used: number, limit: number): MeterReading {
  const safeUsed = Number.isFinite(used) && used > 0 ? used : 0;
  const raw = limit > 0 ? (safeUsed / limit) * 100 : safeUsed > 0 ? 100 : 0;
  const percent = Math.min(100, Math.round(raw));
  const tone: MeterTone = raw >= 90 ? 'red' : raw >= 70 ? 'yellow' : 'green';
  return { percent, tone };
}
