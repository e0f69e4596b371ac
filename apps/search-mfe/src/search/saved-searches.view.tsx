import {
  apiErrorText,
  type ApiClient,
  type RemoteProps,
  type SavedSearch,
  type SearchCriteria,
} from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { formatWhen } from '../my-leads/dates.logic.js';

/** The rep's saved searches. A load failure is silent for the rep, logged only. */
function useSavedSearches(api: ApiClient) {
  const [searches, setSearches] = useState<SavedSearch[]>([]);
  const reload = useCallback(async () => {
    try {
      setSearches((await api.call('savedSearchesList')).searches);
    } catch (err) {
      console.error('Failed to load saved searches', err);
    }
  }, [api]);
  useEffect(() => void reload(), [reload]);
  return { searches, reload };
}

export interface SavedSearchesBarProps extends Pick<RemoteProps, 'api' | 'toast'> {
  /** The form's criteria (null while the city is blank: nothing to save yet). */
  criteria: SearchCriteria | null;
  suggestedName: string;
  loading: boolean;
  onRun: (id: string) => boolean;
  /** Changes when a search finished (the results), so the last-run counts are read again. */
  refreshKey: unknown;
}

/** 'Saved searches': run one again (new leads are marked), save the form's criteria under a name, delete one. */
export function SavedSearchesBar({
  api,
  toast,
  criteria,
  suggestedName,
  loading,
  onRun,
  refreshKey,
}: SavedSearchesBarProps) {
  const id = useId();
  const { searches, reload } = useSavedSearches(api);
  const [chosen, setChosen] = useState('');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const current = searches.find((s) => s.id === chosen) ?? null;

  useEffect(() => {
    if (refreshKey) void reload();
  }, [refreshKey, reload]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!criteria || !name.trim()) return;
    setBusy(true);
    try {
      const res = await api.call('savedSearchesCreate', { name: name.trim(), criteria });
      setNaming(false);
      // Said once the new search is in the list and picked, ready for Run.
      await reload();
      setChosen(res.search.id);
      toast(`Search saved as ${res.search.name}`, 'success');
    } catch (err) {
      toast(apiErrorText(err, 'The search could not be saved. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!current) return;
    setBusy(true);
    try {
      await api.call('savedSearchesDelete', undefined, { id: current.id });
      toast(`Saved search ${current.name} deleted`, 'success');
      setChosen('');
      await reload();
    } catch (err) {
      toast(apiErrorText(err, 'The saved search could not be deleted. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="sm-saved-searches" data-testid="saved-searches">
      <div className="lg-row">
        <label className="lg-label" htmlFor={`${id}-pick`} style={{ margin: 0 }}>
          Saved searches
        </label>
        <select
          id={`${id}-pick`}
          className="lg-input sm-status-select"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          disabled={!searches.length}
        >
          <option value="">{searches.length ? 'Choose a saved search' : 'None saved yet'}</option>
          {searches.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          disabled={!current || loading}
          onClick={() => current && onRun(current.id)}
        >
          Run
        </Button>
        {current && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void remove()}
            aria-label={`Delete saved search ${current.name}`}
          >
            Delete
          </Button>
        )}
        {!naming && (
          <Button
            size="sm"
            variant="ghost"
            disabled={!criteria}
            title={criteria ? undefined : 'Enter a city to save this search'}
            onClick={() => {
              setName(suggestedName);
              setNaming(true);
            }}
          >
            Save this search
          </Button>
        )}
      </div>
      {current && (
        <p className="lg-muted sm-hint" data-testid="saved-search-info">
          {current.last_run_at
            ? `Last run ${formatWhen(current.last_run_at)}, ${current.last_count ?? 0} leads`
            : 'Not run yet'}
          . Leads not seen in the previous run are marked New.
        </p>
      )}
      {naming && (
        <form className="lg-row" onSubmit={(e) => void save(e)} style={{ marginTop: '0.5rem' }}>
          <label className="lg-visually-hidden" htmlFor={`${id}-name`}>
            Name of the saved search
          </label>
          <input
            id={`${id}-name`}
            className="lg-input"
            style={{ maxWidth: 320 }}
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
          <Button type="submit" size="sm" loading={busy} disabled={!name.trim()}>
            Save search
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setNaming(false)}>
            Cancel
          </Button>
        </form>
      )}
    </div>
  );
}
