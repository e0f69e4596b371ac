import { Alert, Button, TextField } from '@leadgen/ui';
import { useTeamJoin } from './use-team-join.js';

/** Join a team with the code from an invite email; the invite link fills it in. */
export function TeamJoinForm({ onJoined }: { onJoined: () => void }) {
  const { code, setCode, busy, error, submit } = useTeamJoin(onJoined);
  return (
    <form className="team-form" onSubmit={submit} noValidate aria-label="Join a team">
      <TextField
        label="Invite code"
        fieldClassName="team-form__field team-form__field--code"
        className="team-code"
        value={code}
        maxLength={12}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Join team
      </Button>
      {error && (
        <Alert tone="error" className="team-form__message" data-testid="team-join-error">
          {error}
        </Alert>
      )}
    </form>
  );
}
