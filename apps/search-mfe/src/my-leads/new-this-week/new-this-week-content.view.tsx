import type { WatchChange } from '@leadgen/contracts';
import { Alert, Button, EmptyState, LoadingState } from '@leadgen/ui';
import { ChangeCard } from './change-card.view.js';
import { changesSummary, nothingNewText, type NewThisWeekState } from './new-this-week.logic.js';
import { NEW_THIS_WEEK_TITLE, NO_WATCH_HINT, NO_WATCH_TITLE, NOTHING_NEW_TITLE } from './new-this-week.messages.js';

export interface NewThisWeekContentProps {
  state: NewThisWeekState;
  /** The changes whose save is under way, by id. */
  saving: ReadonlySet<string>;
  onSave: (change: WatchChange) => void;
  onRetry: () => void;
  /** Opens Search Leads, where a saved search is watched (absent: not offered). */
  onOpenSearch?: () => void;
}

/** The changes as cards (one column on a phone), or why there are none, or the failure with Try again. */
export function NewThisWeekContent({ state, saving, onSave, onRetry, onOpenSearch }: NewThisWeekContentProps) {
  switch (state.kind) {
    case 'loading':
      return <LoadingState message="Loading what's new..." />;
    case 'error':
      return (
        <div className="lg-stack">
          <Alert tone="error">{state.message}</Alert>
          <Button size="sm" variant="secondary" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
            Try again
          </Button>
        </div>
      );
    case 'no-watch':
      return (
        <EmptyState title={NO_WATCH_TITLE}>
          <p>{NO_WATCH_HINT}</p>
          {onOpenSearch && (
            <Button size="sm" variant="secondary" onClick={onOpenSearch}>
              Open Search Leads
            </Button>
          )}
        </EmptyState>
      );
    case 'nothing-new':
      return (
        <EmptyState title={NOTHING_NEW_TITLE}>
          <p>{nothingNewText(state.watches, state.since)}</p>
        </EmptyState>
      );
    case 'changes':
      return (
        <>
          <p className="sm-hint" data-testid="changes-summary">
            {changesSummary(state.changes.length, state.watches, state.since)}
          </p>
          <ul className="sm-changes" aria-label={NEW_THIS_WEEK_TITLE}>
            {state.changes.map((c) => (
              <ChangeCard key={c.id} change={c} saving={saving.has(c.id)} onSave={onSave} />
            ))}
          </ul>
        </>
      );
  }
}
