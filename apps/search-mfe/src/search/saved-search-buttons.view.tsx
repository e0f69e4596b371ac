import type { SavedSearch } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';

interface SavedSearchButtonsProps {
  /** The saved search picked, if any. */
  current: SavedSearch | null;
  /** A search is running: Run waits. */
  loading: boolean;
  /** A save or a delete is under way: Delete waits. */
  busy: boolean;
  /** The form has criteria to save (a city). */
  canSave: boolean;
  /** The naming form is open: 'Save this search' is hidden. */
  naming: boolean;
  onRun: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
  onStartNaming: () => void;
}

/** Run and Delete for the saved search picked, and 'Save this search' for the form's criteria. */
export function SavedSearchButtons({ current, loading, busy, canSave, naming, ...on }: SavedSearchButtonsProps) {
  return (
    <>
      <Button size="sm" variant="secondary" disabled={!current || loading} onClick={() => current && on.onRun(current)}>
        Run
      </Button>
      {current && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => on.onDelete(current)}
          aria-label={`Delete saved search ${current.name}`}
        >
          Delete
        </Button>
      )}
      {!naming && (
        <Button
          size="sm"
          variant="ghost"
          disabled={!canSave}
          title={canSave ? undefined : 'Enter a city to save this search'}
          onClick={on.onStartNaming}
        >
          Save this search
        </Button>
      )}
    </>
  );
}
