import type { WatchChange } from '@leadgen/contracts';
import { ChangeActionView } from './change-action.view.js';
import { changeLabel } from './change-labels.js';
import { changeAction, foundText } from './change.logic.js';

interface ChangeCardProps {
  change: WatchChange;
  saving: boolean;
  onSave: (change: WatchChange) => void;
}

/** One change a watch found: the place, a badge of its kind, why, its address, which watch found it and when, and Save. */
export function ChangeCard({ change, saving, onSave }: ChangeCardProps) {
  const found = foundText(change);
  const address = change.lead?.address?.trim();
  return (
    <li className="sm-change" data-testid="watch-change" data-kind={change.kind}>
      <div className="sm-change__head">
        <h3 className="sm-change__name" data-testid="change-name">
          {change.name}
        </h3>
        <span className="sm-change-kind" data-kind={change.kind} data-testid="change-kind">
          {changeLabel(change.kind)}
        </span>
      </div>
      <p className="sm-change__reason" data-testid="change-reason">
        {change.reason}
      </p>
      {address && <p className="lg-muted sm-change__line">{address}</p>}
      <p className="lg-muted sm-change__line">
        <span data-testid="change-watch">{change.saved_search_name}</span>
        {found && (
          <>
            {' · '}
            <time dateTime={change.detected_at}>{found}</time>
          </>
        )}
      </p>
      <ChangeActionView
        action={changeAction(change)}
        name={change.name}
        saving={saving}
        onSave={() => onSave(change)}
      />
    </li>
  );
}
