import type { SavedSearch, WatchFrequency } from '@leadgen/contracts';
import { choiceOf, frequencyOf, WATCH_CHOICES, watchText, type WatchChoice } from './watch.logic.js';

interface WatchControlProps {
  /** The id the label points at. */
  id: string;
  search: SavedSearch;
  /** The change being sent for this search, until the server answers; null when none is. */
  saving: { frequency: WatchFrequency | null } | null;
  onWatch: (search: SavedSearch, frequency: WatchFrequency | null) => void;
}

/**
 * 'Watch this search': not watched, weekly or daily, and the watch as it stands ('Watched weekly ·
 * next run Dec 7'). A watched search runs on its own; what it finds shows in My Leads, New this week.
 */
export function WatchControl({ id, search, saving, onWatch }: WatchControlProps) {
  const busy = saving !== null;
  const value: WatchChoice = saving ? (saving.frequency ?? '') : choiceOf(search.watch);
  return (
    <div className="lg-row sm-watch" data-testid="saved-search-watch">
      <label className="lg-label" htmlFor={id} style={{ margin: 0 }}>
        Watch this search
      </label>
      <select
        id={id}
        className="lg-input sm-status-select"
        value={value}
        disabled={busy}
        aria-describedby={`${id}-status`}
        onChange={(e) => onWatch(search, frequencyOf(e.target.value as WatchChoice))}
      >
        {WATCH_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <span id={`${id}-status`} className="lg-muted sm-watch__status" data-testid="watch-status" aria-live="polite">
        {busy ? 'Saving...' : watchText(search.watch)}
      </span>
    </div>
  );
}
