import type { BestTime } from '@leadgen/contracts';

/** The best-time cell: its label, whether to call now, and the reasoning for the tooltip. */
export function bestTimeView(best: BestTime | null | undefined): { label: string; now: boolean; reasoning: string } {
  if (!best || best.state === 'unknown')
    return { label: 'Unknown', now: false, reasoning: best?.reasoning || 'No opening hours are known for this lead.' };
  return { label: best.label, now: best.state === 'call_now', reasoning: best.reasoning };
}
