import type { RemoteProps } from '@leadgen/contracts';
import { Card } from '@leadgen/ui';
import { NewThisWeekContent } from './new-this-week-content.view.js';
import { newThisWeekState } from './new-this-week.logic.js';
import { NEW_THIS_WEEK_INTRO, NEW_THIS_WEEK_TITLE } from './new-this-week.messages.js';
import { useSaveChange } from './use-save-change.js';
import { useWatchChanges } from './use-watch-changes.js';
import './new-this-week.css';

interface NewThisWeekViewProps extends Pick<RemoteProps, 'api' | 'toast' | 'events'> {
  /** Opens Search Leads (where a saved search is watched), when the shell can. */
  onOpenSearch?: () => void;
}

/** 'New this week' in My Leads (/app/my-leads?view=new, the digest's link): what the watches found, each saved in one click. */
export function NewThisWeekView({ api, toast, events, onOpenSearch }: NewThisWeekViewProps) {
  const changes = useWatchChanges(api);
  const { saving, save } = useSaveChange({ api, toast, events, markSaved: changes.markSaved });
  return (
    <Card title={NEW_THIS_WEEK_TITLE} titleAs="h2" data-testid="new-this-week" aria-busy={changes.loading || undefined}>
      <p className="sm-hint sm-changes-intro">{NEW_THIS_WEEK_INTRO}</p>
      <NewThisWeekContent
        state={newThisWeekState(changes.data, changes.error)}
        saving={saving}
        onSave={save}
        onRetry={changes.retry}
        onOpenSearch={onOpenSearch}
      />
    </Card>
  );
}
