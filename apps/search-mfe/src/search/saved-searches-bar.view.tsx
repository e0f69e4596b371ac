import type { RemoteProps, SearchCriteria } from '@leadgen/contracts';
import { useId, useState, type FormEvent } from 'react';
import { hasWatchRoutes } from '../shared/watch-routes.logic.js';
import { lastRunText } from './saved-search.logic.js';
import { SaveSearchForm } from './save-search-form.view.js';
import { SavedSearchButtons } from './saved-search-buttons.view.js';
import { SavedSearchPicker } from './saved-search-picker.view.js';
import { useSavedSearchChanges } from './use-saved-search-changes.js';
import { useSavedSearches } from './use-saved-searches.js';
import { useWatchSearch } from './use-watch-search.js';
import { WatchControl } from './watch-control.view.js';

export interface SavedSearchesBarProps extends Pick<RemoteProps, 'api' | 'toast'> {
  /** The form's criteria (null while the city is blank: nothing to save yet). */
  criteria: SearchCriteria | null;
  suggestedName: string;
  loading: boolean;
  onRun: (id: string) => boolean;
  /** Changes when a search finished (the results), so the last-run counts are read again. */
  refreshKey: unknown;
}

/**
 * 'Saved searches': run one again (new leads are marked), save the form's criteria under a name,
 * delete one, watch one weekly or daily (its finds show in My Leads, New this week).
 */
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
  const { searches, reload } = useSavedSearches(api, refreshKey);
  const [chosen, setChosen] = useState('');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const changes = useSavedSearchChanges({ api, toast, reload, choose: setChosen, onKept: () => setNaming(false) });
  const current = searches.find((s) => s.id === chosen) ?? null;
  const watching = useWatchSearch({ api, toast, reload });

  function save(e: FormEvent) {
    e.preventDefault();
    if (!criteria || !name.trim()) return;
    void changes.create(name.trim(), criteria);
  }

  return (
    <div className="sm-saved-searches" data-testid="saved-searches">
      <div className="lg-row">
        <SavedSearchPicker id={`${id}-pick`} searches={searches} chosen={chosen} onChoose={setChosen} />
        <SavedSearchButtons
          current={current}
          loading={loading}
          busy={changes.busy}
          canSave={!!criteria}
          naming={naming}
          onRun={(s) => onRun(s.id)}
          onDelete={(s) => void changes.remove(s)}
          onStartNaming={() => {
            setName(suggestedName);
            setNaming(true);
          }}
        />
      </div>
      {current && (
        <p className="lg-muted sm-hint" data-testid="saved-search-info">
          {lastRunText(current)}. Leads not seen in the previous run are marked New.
        </p>
      )}
      {current && hasWatchRoutes() && (
        <WatchControl
          id={`${id}-watch`}
          search={current}
          saving={watching.pending?.search.id === current.id ? watching.pending : null}
          onWatch={watching.watch}
        />
      )}
      {naming && (
        <SaveSearchForm
          id={`${id}-name`}
          name={name}
          onName={setName}
          busy={changes.busy}
          onSubmit={save}
          onCancel={() => setNaming(false)}
        />
      )}
    </div>
  );
}
