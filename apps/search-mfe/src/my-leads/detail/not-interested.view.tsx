import { NOT_INTERESTED_LOST_REASON, type SavedLeadDetail } from '@leadgen/contracts';
import { Alert, Button } from '@leadgen/ui';
import { offersNotInterestedLost } from './activity.logic.js';
import type { useSavedLead } from './use-saved-lead.js';

/**
 * The lead's latest answer said they are not interested: one click sets Lost with the reason
 * 'Not interested'. The status stays until the rep says so, as an answer may be misread. Nothing
 * shows for any other lead.
 */
export function NotInterestedOffer({
  detail,
  lead,
}: {
  detail: Pick<SavedLeadDetail, 'status' | 'history'>;
  lead: Pick<ReturnType<typeof useSavedLead>, 'saving' | 'setStatus'>;
}) {
  if (!offersNotInterestedLost(detail)) return null;
  return (
    <Alert tone="info" className="sm-not-interested" data-testid="not-interested">
      <span>Their latest answer says they are not interested.</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={lead.saving}
        onClick={() => void lead.setStatus('lost', NOT_INTERESTED_LOST_REASON)}
      >
        Mark Lost (not interested)
      </Button>
    </Alert>
  );
}
