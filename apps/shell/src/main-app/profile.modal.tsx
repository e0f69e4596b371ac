import type { User } from '@leadgen/contracts';
import { Button, Modal } from '@leadgen/ui';
import { userDisplayName } from '../auth/session.js';

export function ProfileModal({ user, onClose }: { user: User; onClose: () => void }) {
  const name = userDisplayName(user);
  return (
    <Modal title="Profile Settings" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <dl className="profile-details">
        <div>
          <dt>Name</dt>
          <dd>{name || <span className="lg-muted">Not provided</span>}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
    </Modal>
  );
}
