import { Alert } from '@leadgen/ui';
import { useId } from 'react';
import { DIGEST_MESSAGES, lastSentText } from './digest.logic.js';
import type { ShowStatus } from './use-account-status.js';
import { useDigestSetting } from './use-digest-setting.js';

export interface DigestSwitchProps {
  /** On, as the switch shows it (the new value while it is saved). */
  weekly: boolean;
  /** Still loading, or saving: the switch waits. */
  busy: boolean;
  lastSentAt: string | null;
  loadError: string | null;
  onChange: (weekly: boolean) => void;
}

/** 'Weekly digest': the sentence saying what it is, an on/off switch, and when the last one went. */
export function DigestSwitch({ weekly, busy, lastSentAt, loadError, onChange }: DigestSwitchProps) {
  const id = useId();
  const sent = lastSentText(lastSentAt);
  return (
    <section className="account-digest" aria-labelledby={`${id}-title`} data-testid="digest-setting">
      <div className="account-digest__text">
        <h3 id={`${id}-title`}>Weekly digest</h3>
        <p id={`${id}-about`} className="lg-muted">
          {DIGEST_MESSAGES.explained}
        </p>
        {sent && <p className="account-hint">{sent}</p>}
        {loadError && <Alert tone="error">{loadError}</Alert>}
      </div>
      <label className="account-switch">
        <input
          type="checkbox"
          role="switch"
          checked={weekly}
          disabled={busy || !!loadError}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-about`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="account-switch__state" aria-hidden="true">
          {weekly ? 'On' : 'Off'}
        </span>
      </label>
    </section>
  );
}

/** The weekly digest setting of Account Info, read and saved on its own. */
export function DigestSetting({ onStatus }: { onStatus: ShowStatus }) {
  const digest = useDigestSetting(onStatus);
  return (
    <DigestSwitch
      weekly={digest.weekly}
      busy={digest.saving || (!digest.settings && !digest.loadError)}
      lastSentAt={digest.settings?.last_sent_at ?? null}
      loadError={digest.loadError}
      onChange={(weekly) => void digest.set(weekly)}
    />
  );
}
