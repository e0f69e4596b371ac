import type { Profile, Usage } from '@leadgen/contracts';
import { Button, Field, LoadingState, Meter, PasswordInput, TextField } from '@leadgen/ui';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorText } from '../app/errors.js';
import { useAuth } from '../auth/auth.context.js';
import {
  ACCOUNT_MESSAGES,
  STATUS_MESSAGE_MS,
  accountInfoError,
  accountInfoUpdate,
  companySizeOptions,
  formFromProfile,
  formatDate,
  packageLabel,
  passwordChangeError,
  type AccountInfoForm,
  type PasswordChangeForm,
} from './account-forms.js';

type TabKey = 'account' | 'security' | 'usage';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'account', label: 'Account Info' },
  { key: 'security', label: 'Security' },
  { key: 'usage', label: 'Usage & Limits' },
];

interface Status {
  id: number;
  type: 'success' | 'error';
  text: string;
}

/** A status line that clears itself after 5 seconds (spec 2 and 9). */
function useStatus() {
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus((s) => (s?.id === status.id ? null : s)), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const show = useCallback((type: Status['type'], text: string) => setStatus({ id: Date.now(), type, text }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, show, clear };
}

function AccountInfoTab({ onStatus }: { onStatus: (type: Status['type'], text: string) => void }) {
  const { api, setProfile } = useAuth();
  const [saved, setSaved] = useState<AccountInfoForm | null>(null);
  const [form, setForm] = useState<AccountInfoForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const adopt = useCallback(
    (profile: Profile) => {
      const next = formFromProfile(profile);
      setSaved(next);
      setForm(next);
      setProfile(profile);
    },
    [setProfile],
  );

  useEffect(() => {
    let cancelled = false;
    api.call('profileGet').then(
      (res) => !cancelled && adopt(res.profile),
      (err: unknown) => {
        console.warn('Profile unavailable', err);
        if (!cancelled) setLoadError(errorText(err, ACCOUNT_MESSAGES.profileFailed));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, adopt]);

  if (loadError) {
    return (
      <div className="lg-alert lg-alert--error" role="alert">
        {loadError}
      </div>
    );
  }
  if (!form || !saved) return <LoadingState message="Loading your account..." />;

  const set = (field: keyof AccountInfoForm) => (value: string) => setForm((f) => (f ? { ...f, [field]: value } : f));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!form || !saved || busy) return;
    const invalid = accountInfoError(form);
    if (invalid) {
      onStatus('error', invalid);
      return;
    }
    const update = accountInfoUpdate(saved, form);
    setBusy(true);
    try {
      if (Object.keys(update).length > 0) adopt((await api.call('profileUpdate', update)).profile);
      onStatus('success', ACCOUNT_MESSAGES.infoSaved);
    } catch (err) {
      onStatus('error', errorText(err, ACCOUNT_MESSAGES.infoFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Account Info">
      <div className="account-grid">
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          value={form.first_name}
          onChange={(e) => set('first_name')(e.target.value)}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          value={form.last_name}
          onChange={(e) => set('last_name')(e.target.value)}
        />
        <TextField
          label="Email Address"
          fieldClassName="account-grid__wide"
          type="email"
          required
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <TextField
          label="Company Name"
          autoComplete="organization"
          value={form.company_name}
          onChange={(e) => set('company_name')(e.target.value)}
        />
        <Field label="Company Size">
          {(control) => (
            <select {...control} className="lg-input" value={form.company_size} onChange={(e) => set('company_size')(e.target.value)}>
              <option value="">Select company size</option>
              {companySizeOptions(saved.company_size).map((size) => (
                <option key={size} value={size}>
                  {/^\d/.test(size) && !size.includes(' ') ? `${size} employees` : size}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Company Website"
          fieldClassName="account-grid__wide"
          type="url"
          placeholder="https://yourcompany.com"
          autoComplete="url"
          value={form.company_website}
          onChange={(e) => set('company_website')(e.target.value)}
        />
      </div>
      <div className="account-form__actions">
        <Button type="submit" loading={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

const EMPTY_PASSWORDS: PasswordChangeForm = { current: '', next: '', confirm: '' };

function SecurityTab({ onStatus }: { onStatus: (type: Status['type'], text: string) => void }) {
  // A wrong current password answers 401; that must not sign the user out.
  const { api } = useAuth();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY_PASSWORDS);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const invalid = passwordChangeError(form);
    if (invalid) {
      onStatus('error', invalid);
      return;
    }
    setBusy(true);
    try {
      await api.call('passwordChange', { current_password: form.current, new_password: form.next });
      setForm(EMPTY_PASSWORDS);
      onStatus('success', ACCOUNT_MESSAGES.passwordSaved);
    } catch (err) {
      onStatus('error', errorText(err, ACCOUNT_MESSAGES.passwordFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form account-form--narrow" onSubmit={onSubmit} noValidate aria-label="Change password">
      <h3>Change Password</h3>
      <Field label="Current Password">
        {(control) => (
          <PasswordInput
            {...control}
            toggleLabel="current password"
            autoComplete="current-password"
            value={form.current}
            onChange={(e) => setForm((f) => ({ ...f, current: e.target.value }))}
          />
        )}
      </Field>
      <Field label="New Password" hint="Must be at least 8 characters long." hintProps={{ className: 'account-hint' }}>
        {(control) => (
          <PasswordInput
            {...control}
            toggleLabel="new password"
            autoComplete="new-password"
            value={form.next}
            onChange={(e) => setForm((f) => ({ ...f, next: e.target.value }))}
          />
        )}
      </Field>
      <Field label="Confirm New Password">
        {(control) => (
          <PasswordInput
            {...control}
            toggleLabel="new password confirmation"
            autoComplete="new-password"
            value={form.confirm}
            onChange={(e) => setForm((f) => ({ ...f, confirm: e.target.value }))}
          />
        )}
      </Field>
      <div className="account-form__actions">
        <Button type="submit" loading={busy}>
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}

function UsageTab() {
  const { api } = useAuth();
  const [usage, setUsage] = useState<Usage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.call('usage').then(
      (res) => !cancelled && setUsage(res.usage),
      (err: unknown) => {
        console.warn('Usage unavailable', err);
        if (!cancelled) setError(errorText(err, ACCOUNT_MESSAGES.usageFailed));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  if (error) {
    return (
      <div className="lg-alert lg-alert--error" role="alert">
        {error}
      </div>
    );
  }
  if (!usage) return <LoadingState message="Loading usage..." />;
  return (
    <div className="account-usage" data-testid="usage">
      <div className="account-usage__plan">
        <span className="lg-muted">Package</span>
        <strong data-testid="usage-package">{packageLabel(usage.package_type)}</strong>
      </div>
      <Meter label="Leads searched" used={usage.leads_searched} limit={usage.leads_limit} />
      <Meter label="Pitches generated" used={usage.pitches_generated} limit={usage.pitches_limit} />
      <Meter label="Exports" used={usage.exports_used} limit={usage.exports_limit} />
      <div className="account-usage__plan">
        <span className="lg-muted">Website diagnostics run (not limited)</span>
        <strong data-testid="usage-diagnostics">{usage.diagnostics_run.toLocaleString()}</strong>
      </div>
      <p className="lg-muted account-usage__reset">
        Current period started {formatDate(usage.period_start)}. Usage resets on{' '}
        <strong data-testid="usage-reset">{formatDate(usage.reset_date)}</strong>.
      </p>
    </div>
  );
}

/** Account Settings: Account Info (default), Security, Usage & Limits. */
export function AccountSettingsPage({ onBack }: { onBack: () => void }) {
  const [tab, setTab] = useState<TabKey>('account');
  const { status, show, clear } = useStatus();
  const tabRefs = useRef(new Map<TabKey, HTMLButtonElement>());
  const baseId = useId();

  // A message belongs to the tab whose action produced it.
  function openTab(key: TabKey) {
    if (key !== tab) clear();
    setTab(key);
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length];
    openTab(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <section className="account-page" aria-labelledby={`${baseId}-title`}>
      <div className="account-page__head">
        <div>
          <h2 id={`${baseId}-title`}>Account Settings</h2>
          <p className="lg-muted">Manage your account information, password and usage.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onBack}>
          Back to workspace
        </Button>
      </div>

      <div className="lg-card account-card">
        <div className="account-tabs" role="tablist" aria-label="Account Settings">
          {TABS.map((t, index) => (
            <button
              key={t.key}
              ref={(el) => {
                if (el) tabRefs.current.set(t.key, el);
                else tabRefs.current.delete(t.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls={`${baseId}-panel-${t.key}`}
              tabIndex={tab === t.key ? 0 : -1}
              className="account-tab"
              onClick={() => openTab(t.key)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              {t.label}
            </button>
          ))}
        </div>

        {status && (
          <div
            key={status.id}
            className={`lg-alert lg-alert--${status.type} account-status`}
            role={status.type === 'error' ? 'alert' : 'status'}
            data-testid="account-status"
          >
            {status.text}
          </div>
        )}

        <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} className="account-panel">
          {tab === 'account' && <AccountInfoTab onStatus={show} />}
          {tab === 'security' && <SecurityTab onStatus={show} />}
          {tab === 'usage' && <UsageTab />}
        </div>
      </div>
    </section>
  );
}
