import { Alert, Button, Card, EmptyState, LoadingState } from '@leadgen/ui';
import { formatWhen } from '../shared/errors.logic.js';
import { suppressionReason } from './suppressions.logic.js';
import type { useSuppressions } from './use-suppressions.js';

/** The suppression list: who is never mailed again and why; add an address by hand, or remove one. */
export function SuppressionsView({ list }: { list: ReturnType<typeof useSuppressions> }) {
  const { items } = list;
  return (
    <Card title="Suppression list" data-testid="suppressions">
      <p className="lg-muted or-hint">
        Addresses here are never mailed, including emails already scheduled. Unsubscribes, bounces and answers asking
        not to be emailed are added on their own.
      </p>
      <form
        className="or-suppress-add"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          list.add();
        }}
      >
        <input
          className="lg-input"
          type="email"
          aria-label="Address to suppress"
          placeholder="name@restaurant.com"
          value={list.address}
          aria-invalid={list.addError ? true : undefined}
          onChange={(e) => list.setAddress(e.target.value)}
        />
        <Button type="submit" variant="secondary" loading={list.busy === 'add'}>
          Add
        </Button>
      </form>
      {list.addError && <p className="or-field-error">{list.addError}</p>}
      {list.loadError && <Alert tone="error">{list.loadError}</Alert>}
      {!items && !list.loadError && <LoadingState message="Loading your suppression list..." />}
      {items && items.length === 0 && <EmptyState title="Nobody is on your suppression list." />}
      {items && items.length > 0 && (
        <ul className="or-suppressions">
          {items.map((item) => (
            <li key={item.id} data-testid="suppression">
              <span className="or-suppression__address">{item.address}</span>
              <span className="lg-muted">
                {suppressionReason(item.reason)} · {formatWhen(item.created_at)}
              </span>
              <Button variant="ghost" size="sm" loading={list.busy === item.id} onClick={() => list.remove(item)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
