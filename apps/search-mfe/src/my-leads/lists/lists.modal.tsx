import type { ApiClient, LeadList, RemoteProps } from '@leadgen/contracts';
import { Alert, Button, Modal } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';
import { attemptListChange } from './list-change.js';
import { ListRow } from './list-row.view.js';

/** 'Manage lists': create, rename and delete the rep's lists (the default one stays). */
export function ListsModal({
  api,
  lists,
  toast,
  onChanged,
  onClose,
}: {
  api: ApiClient;
  lists: readonly LeadList[];
  toast: RemoteProps['toast'];
  onChanged: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function done(message: string | null, ok: string) {
    setError(message);
    if (message) return;
    toast(ok, 'success');
    onChanged();
  }

  async function create(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setError('List name is required');
      return;
    }
    setBusy(true);
    const failed = await attemptListChange(
      () => api.call('listsCreate', { name: name.trim() }),
      'The list could not be created.',
    );
    setBusy(false);
    done(failed, `List ${name.trim()} created`);
    if (!failed) setName('');
  }

  return (
    <Modal
      title="Manage lists"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="lg-stack" data-testid="lists-modal">
        {error && (
          <Alert tone="error" data-testid="lists-error">
            {error}
          </Alert>
        )}
        <ul className="sm-list-rows">
          {lists.map((l) => (
            <ListRow key={`${l.id}:${l.name}`} list={l} api={api} onDone={done} />
          ))}
        </ul>
        <form onSubmit={(e) => void create(e)} className="lg-row">
          <label className="lg-visually-hidden" htmlFor={id}>
            New list name
          </label>
          <input
            id={id}
            className="lg-input"
            placeholder="New list, e.g. Austin tacos"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={busy}>
            Create list
          </Button>
        </form>
      </div>
    </Modal>
  );
}
