import type { InboxMessage } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { canWriteBack } from './inbox.logic.js';
import { writeBackLabel } from './inbox-words.logic.js';
import type { InboxActions } from './use-inbox-actions.js';

/**
 * 'Write back' under a person's reply ('Write to Maria' when it points to a colleague): opens the
 * composer with the answer to what they asked, and reads the reply, as opening it would.
 */
export function WriteBack({
  message,
  actions,
  onWriteBack,
}: {
  message: InboxMessage;
  actions: Pick<InboxActions, 'open'>;
  onWriteBack?: (message: InboxMessage) => void;
}) {
  if (!onWriteBack || !canWriteBack(message)) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        if (!message.read) actions.open(message);
        onWriteBack(message);
      }}
    >
      {writeBackLabel(message)}
    </Button>
  );
}
