import type { Mailbox } from '@leadgen/contracts';
import { Alert, Button } from '@leadgen/ui';
import { formatWhen } from '../shared/errors.logic.js';
import { pausedBanner } from './imap.logic.js';

export interface SendingPausedProps {
  paused: Mailbox['sending_paused'];
  resuming: boolean;
  onResume: () => void;
}

/** While the bounce breaker holds new first emails back: why, since when, and 'Resume sending'. */
export function SendingPaused({ paused, resuming, onResume }: SendingPausedProps) {
  const words = pausedBanner(paused);
  if (!words || !paused) return null;
  const since = formatWhen(paused.since);
  return (
    <Alert tone="error" className="or-paused" data-testid="sending-paused">
      <span className="or-paused__words">
        <strong>{words}</strong>
        {since ? ` (since ${since}).` : '.'} New first emails wait until you resume: check your list for bad addresses
        first.
      </span>
      <Button variant="secondary" size="sm" loading={resuming} onClick={onResume}>
        Resume sending
      </Button>
    </Alert>
  );
}
