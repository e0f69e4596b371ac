import { Card } from '@leadgen/ui';

/** In place of the draft until 'Email' on a saved lead opens one: where to start. */
export function DraftStart({ onMyLeads }: { onMyLeads: () => void }) {
  return (
    <Card className="or-start">
      <p>
        To write an email, open a saved lead in{' '}
        <button type="button" className="or-link" onClick={onMyLeads}>
          My Leads
        </button>{' '}
        and press <strong>Email</strong>. It starts from the lead's latest pitch; a lead without one gets a pitch
        written first.
      </p>
    </Card>
  );
}
