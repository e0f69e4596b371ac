import type { SavedSearch } from '@leadgen/contracts';
import { pickerLabel } from './watch.logic.js';

interface SavedSearchPickerProps {
  /** The id the label points at. */
  id: string;
  searches: readonly SavedSearch[];
  /** The id of the search picked, '' for none. */
  chosen: string;
  onChoose: (id: string) => void;
}

/** The 'Saved searches' menu: one of the rep's saved searches (a watched one says how often), or none. */
export function SavedSearchPicker({ id, searches, chosen, onChoose }: SavedSearchPickerProps) {
  return (
    <>
      <label className="lg-label" htmlFor={id} style={{ margin: 0 }}>
        Saved searches
      </label>
      <select
        id={id}
        className="lg-input sm-status-select"
        value={chosen}
        onChange={(e) => onChoose(e.target.value)}
        disabled={!searches.length}
      >
        <option value="">{searches.length ? 'Choose a saved search' : 'None saved yet'}</option>
        {searches.map((s) => (
          <option key={s.id} value={s.id}>
            {pickerLabel(s)}
          </option>
        ))}
      </select>
    </>
  );
}
