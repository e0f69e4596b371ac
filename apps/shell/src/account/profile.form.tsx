import { Alert, Button, Field, LoadingState, TextField } from '@leadgen/ui';
import { companySizeOptions, type AccountInfoForm } from './account-settings.logic.js';
import type { ShowStatus } from './use-account-status.js';
import { useProfileForm } from './use-profile-form.js';

/** A size from the account page's list reads "11-50 employees"; one kept from sign-up ("2 to 5") reads as it is. */
function sizeLabel(size: string): string {
  return /^\d/.test(size) && !size.includes(' ') ? `${size} employees` : size;
}

function CompanySizeSelect({
  value,
  saved,
  onChange,
}: {
  value: string;
  saved: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label="Company Size">
      {(control) => (
        <select {...control} className="lg-input" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select company size</option>
          {companySizeOptions(saved).map((size) => (
            <option key={size} value={size}>
              {sizeLabel(size)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface ProfileFieldsProps {
  form: AccountInfoForm;
  saved: AccountInfoForm;
  set: (field: keyof AccountInfoForm) => (value: string) => void;
}

function ProfileFields({ form, saved, set }: ProfileFieldsProps) {
  return (
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
      <CompanySizeSelect value={form.company_size} saved={saved.company_size} onChange={set('company_size')} />
      <TextField
        label="Company Website"
        fieldClassName="account-grid__wide"
        type="url"
        placeholder="https://yourcompany.com"
        autoComplete="url"
        value={form.company_website}
        onChange={(e) => set('company_website')(e.target.value)}
      />
      <TextField
        label="Meeting Link"
        fieldClassName="account-grid__wide"
        type="url"
        placeholder="https://cal.com/your-name"
        hint="Your booking page (Calendly, Cal.com, HubSpot...). Your drafts offer it under the ask: 'My calendar is here, if that's easier: ...'"
        hintProps={{ className: 'account-hint' }}
        value={form.meeting_url}
        onChange={(e) => set('meeting_url')(e.target.value)}
        data-testid="profile-meeting-url"
      />
    </div>
  );
}

/** The Account Info tab: the profile's name, email and company, saved in one go. */
export function ProfileForm({ onStatus }: { onStatus: ShowStatus }) {
  const { saved, form, loadError, busy, set, submit } = useProfileForm(onStatus);
  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  if (!form || !saved) return <LoadingState message="Loading your account..." />;
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Account Info">
      <ProfileFields form={form} saved={saved} set={set} />
      <div className="account-form__actions">
        <Button type="submit" loading={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
