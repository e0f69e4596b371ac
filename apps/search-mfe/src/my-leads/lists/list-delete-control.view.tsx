import { DEFAULT_LIST_DELETE_MESSAGE, type LeadList } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useState } from 'react';

/** Delete for a list, asked once more before it goes (its leads move to My Leads); the default list stays. */
export function ListDeleteControl({
  list,
  busy,
  onDelete,
}: {
  list: LeadList;
  busy: boolean;
  onDelete: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  if (list.is_default)
    return (
      <span className="lg-muted sm-nowrap" title={DEFAULT_LIST_DELETE_MESSAGE}>
        Default list
      </span>
    );
  if (!confirming)
    return (
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete list ${list.name}`}>
        Delete
      </Button>
    );
  return (
    <span className="lg-row">
      <span className="sm-nowrap">Delete? Its leads move to My Leads.</span>
      <Button
        size="sm"
        variant="danger"
        loading={busy}
        onClick={() => void onDelete().finally(() => setConfirming(false))}
      >
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        Keep
      </Button>
    </span>
  );
}
