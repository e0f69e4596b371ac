import type { TeamResponse, TeamRole } from '@leadgen/contracts';
import { Alert, Button, Field, TextField } from '@leadgen/ui';
import { ROLE_CHOICES, ROLE_HINT, ROLE_LABELS } from './team.logic.js';
import { useTeamInvite } from './use-team-invite.js';

/** An admin invites a rep: email and role; the email brings a code and a link. */
export function TeamInviteForm({ onInvited }: { onInvited: (answer: TeamResponse) => void }) {
  const { email, setEmail, role, setRole, sent, busy, error, submit } = useTeamInvite(onInvited);
  return (
    <section className="team-section" aria-labelledby="team-invite-title">
      <h3 id="team-invite-title">Invite a rep</h3>
      <p className="lg-muted">They get an email with a code and a link to join. {ROLE_HINT}</p>
      <form className="team-form team-invite" onSubmit={submit} noValidate aria-label="Invite a rep">
        <TextField
          label="Email address"
          fieldClassName="team-form__field"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field label="Role" className="team-invite__role">
          {(control) => (
            <select
              {...control}
              className="lg-input"
              value={role}
              onChange={(e) => setRole(e.target.value as TeamRole)}
            >
              {ROLE_CHOICES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" loading={busy}>
          Send invite
        </Button>
        {error && (
          <Alert tone="error" className="team-form__message" data-testid="team-invite-error">
            {error}
          </Alert>
        )}
        {sent && (
          <Alert tone="success" className="team-form__message" data-testid="team-invite-sent">
            {sent}
          </Alert>
        )}
      </form>
    </section>
  );
}
