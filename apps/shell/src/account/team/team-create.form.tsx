import type { TeamResponse } from '@leadgen/contracts';
import { Alert, Button, TextField } from '@leadgen/ui';
import { useAuth } from '../../auth/auth.context.js';
import { useTeamCreate } from './use-team-create.js';

/** Create team, with an optional name; left empty, the team takes the company's name. */
export function TeamCreateForm({ onCreated }: { onCreated: (answer: TeamResponse) => void }) {
  const { profile } = useAuth();
  const { name, setName, busy, error, submit } = useTeamCreate(onCreated);
  const company = profile?.company_name?.trim();
  return (
    <form className="team-form team-form--stack" onSubmit={submit} noValidate aria-label="Create a team">
      <TextField
        label="Team name (optional)"
        fieldClassName="team-form__field"
        value={name}
        maxLength={200}
        placeholder={company || undefined}
        hint={company ? `Left empty, the team is called ${company}.` : 'Left empty, the team is named after you.'}
        hintProps={{ className: 'account-hint' }}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" loading={busy}>
        Create team
      </Button>
      {error && (
        <Alert tone="error" className="team-form__message" data-testid="team-create-error">
          {error}
        </Alert>
      )}
    </form>
  );
}
