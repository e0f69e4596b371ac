import type { ApiClient, Profile, User } from '@leadgen/contracts';
import { Button, LoadingState, Modal } from '@leadgen/ui';
import type { ReactNode } from 'react';
import { DEMO_CREDITS_TEXT, monthlyLeadsText, planLabel } from '../account/account-settings.logic.js';
import { useDemoMode } from '../app/use-demo-mode.js';
import { userDisplayName } from '../auth/session.logic.js';
import { useStoredProfile } from './use-stored-profile.js';

export interface ProfileModalProps {
  api: ApiClient;
  /** From the session token: shown if the stored profile cannot be read. */
  user: User;
  onClose: () => void;
  onOpenSettings: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const notProvided = <span className="lg-muted">Not provided</span>;

function ProfileDetails({ profile }: { profile: Profile }) {
  // In demo mode nothing is taken off a balance: the same words as Usage & Limits, not a number that never moves.
  const demoMode = useDemoMode();
  const name = userDisplayName({
    id: profile.id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
  });
  return (
    <dl className="profile-details profile-details--grid" data-testid="profile-details">
      <Detail label="Name">{name || notProvided}</Detail>
      <Detail label="Email">{profile.email}</Detail>
      <Detail label="Company">{profile.company_name || notProvided}</Detail>
      <Detail label="Company size">{profile.company_size || notProvided}</Detail>
      <Detail label="Website">{profile.company_website || notProvided}</Detail>
      <Detail label="Role">{profile.role || notProvided}</Detail>
      <Detail label="Plan">{planLabel(profile.subscription_tier, profile.plan_name, profile.trial_ends)}</Detail>
      <Detail label="Monthly leads">
        <span data-testid="profile-credits">
          {demoMode ? DEMO_CREDITS_TEXT : monthlyLeadsText(profile.subscription_tier)}
        </span>
      </Detail>
    </dl>
  );
}

/** When the stored profile cannot be read: the name and email from the session token. */
function TokenDetails({ user }: { user: User }) {
  return (
    <>
      <dl className="profile-details">
        <Detail label="Name">{userDisplayName(user) || notProvided}</Detail>
        <Detail label="Email">{user.email}</Detail>
      </dl>
      <p className="lg-muted profile-note">Your full profile could not be loaded right now.</p>
    </>
  );
}

/** 'Profile Settings': the signed-in user's stored profile, with the way into Account Settings. */
export function ProfileModal({ api, user, onClose, onOpenSettings }: ProfileModalProps) {
  const { profile, failed } = useStoredProfile(api);
  return (
    <Modal
      title="Profile Settings"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onOpenSettings}>Account Settings</Button>
        </>
      }
    >
      {profile ? (
        <ProfileDetails profile={profile} />
      ) : failed ? (
        <TokenDetails user={user} />
      ) : (
        <LoadingState message="Loading your profile..." />
      )}
    </Modal>
  );
}
