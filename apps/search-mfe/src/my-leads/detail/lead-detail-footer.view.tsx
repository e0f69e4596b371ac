import type { ApiClient, SavedLeadDetail } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useEmailLead } from './use-email-lead.js';

interface Props {
  api: ApiClient;
  detail: SavedLeadDetail | null;
  onEmail?: (detail: SavedLeadDetail) => void;
  onClose: () => void;
}

/** The panel's footer: 'Email' (finding contacts first on a lead never read) beside Close. */
export function LeadDetailFooter({ api, detail, onEmail, onClose }: Props) {
  const emailing = useEmailLead(api, onEmail);
  return (
    <>
      {onEmail && detail && (
        <Button data-testid="email-lead" loading={emailing.finding} onClick={() => void emailing.email(detail)}>
          {emailing.finding ? 'Finding contacts...' : 'Email'}
        </Button>
      )}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </>
  );
}
