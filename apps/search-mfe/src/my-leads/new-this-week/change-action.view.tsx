import { Button } from '@leadgen/ui';
import type { ChangeAction } from './change.logic.js';

interface ChangeActionProps {
  action: ChangeAction;
  /** The place's name, for the button's accessible name. */
  name: string;
  saving: boolean;
  onSave: () => void;
}

/** One click to save the place, or who has it already ('Saved · New', "Sam Rivera's lead"); nothing for a closed place. */
export function ChangeActionView({ action, name, saving, onSave }: ChangeActionProps) {
  if (action.kind === 'none') return null;
  return (
    <div className="sm-change__action">
      {action.kind === 'save' && (
        <Button size="sm" variant="secondary" loading={saving} onClick={onSave} aria-label={`Save ${name} to My Leads`}>
          Save
        </Button>
      )}
      {action.kind === 'saved' && (
        <span className="sm-saved" data-testid="saved-mark">
          {action.text}
        </span>
      )}
      {action.kind === 'teammate' && (
        <span className="sm-saved sm-saved--teammate" data-testid="teammate-mark" title={action.title}>
          {action.text}
        </span>
      )}
    </div>
  );
}
