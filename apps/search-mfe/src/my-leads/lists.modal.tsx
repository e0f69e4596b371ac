import { apiErrorText, DEFAULT_LIST_DELETE_MESSAGE, type ApiClient, type LeadList } from '@leadgen/contracts';
import { Alert, Button, Modal } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';

type Toast = (message: string, type?: 'success' | 'error') => void;

/** Runs one list change; the server's reason when it fails (a taken name, the default list). */
async function attempt(step: () => Promise<unknown>, fallback: string): Promise<string | null> {
  try {
    await step();
    return null;
  } catch (err) {
    return apiErrorText(err, fallback);
  }
}

function ListRow({
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
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function rename(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === list.name) return;
    setBusy(true);
    const error = await attempt(
      () => api.call('listsRename', { name: name.trim() }, { id: list.id }),
      'The list could not be renamed.',
    );
    setBusy(false);
    onDone(error, `List renamed to ${name.trim()}`);
  }

  async function remove() {
    setBusy(true);
    const error = await attempt(
      () => api.call('listsDelete', undefined, { id: list.id }),
      'The list could not be deleted.',
    );
    setBusy(false);
    setConfirming(false);
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
      {list.is_default ? (
        <span className="lg-muted sm-nowrap" title={DEFAULT_LIST_DELETE_MESSAGE}>
          Default list
        </span>
      ) : confirming ? (
        <span className="lg-row">
          <span className="sm-nowrap">Delete? Its leads move to My Leads.</span>
          <Button size="sm" variant="danger" loading={busy} onClick={() => void remove()}>
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </span>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete list ${list.name}`}>
          Delete
        </Button>
      )}
    </li>
  );
}

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
  toast: Toast;
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
    const failed = await attempt(
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
