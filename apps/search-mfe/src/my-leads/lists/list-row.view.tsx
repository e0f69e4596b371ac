import type { ApiClient, LeadList } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';
import { ListDeleteControl } from './list-delete-control.view.js';
import { attemptListChange } from './list-change.js';

/** One of the rep's lists: its name (renamed in place), how many leads it holds, and Delete. */
export function ListRow({
  list,
  api,
  onDone,
}: {
  list: LeadList;
  api: ApiClient;
  onDone: (message: string | null, ok: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState(list.name);
  const [busy, setBusy] = useState(false);

  async function rename(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === list.name) return;
    setBusy(true);
    const error = await attemptListChange(
      () => api.call('listsRename', { name: name.trim() }, { id: list.id }),
      'The list could not be renamed.',
    );
    setBusy(false);
    onDone(error, `List renamed to ${name.trim()}`);
  }

  async function remove() {
    setBusy(true);
    const error = await attemptListChange(
      () => api.call('listsDelete', undefined, { id: list.id }),
      'The list could not be deleted.',
    );
    setBusy(false);
    onDone(error, `List ${list.name} deleted; its leads moved to My Leads`);
  }

  return (
    <li className="sm-list-row" data-testid="list-row">
      <form onSubmit={(e) => void rename(e)} className="lg-row" style={{ flex: 1 }}>
        <label className="lg-visually-hidden" htmlFor={id}>
          Name of list {list.name}
        </label>
        <input
          id={id}
          className="lg-input"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          style={{ flex: 1 }}
        />
        <span className="lg-muted sm-nowrap">
          {list.lead_count} {list.lead_count === 1 ? 'lead' : 'leads'}
        </span>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={busy || !name.trim() || name.trim() === list.name}
        >
          Rename
        </Button>
      </form>
      <ListDeleteControl list={list} busy={busy} onDelete={remove} />
    </li>
  );
}
