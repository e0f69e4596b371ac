import type { PersonRole, SavedContactKind } from '@leadgen/contracts';
import { Button, Field, TextField } from '@leadgen/ui';
import { useState, type FormEvent } from 'react';
import type { ContactErrors } from './use-lead-contacts.js';

/**
 * A person's roles, in the order a rep picks them. Kept here (a record, so a role added to the
 * contracts shows up as a type error): the browser loads the contracts without their schemas.
 */
const PERSON_ROLES: Record<PersonRole, string> = {
  Owner: 'Owner',
  'Co-owner': 'Co-owner',
  Founder: 'Founder',
  'Chef/Owner': 'Chef/Owner',
  Chef: 'Chef',
  'General Manager': 'General Manager',
  Manager: 'Manager',
};

/** The labels a contact of each kind takes, as the server keeps them, with what a rep reads. */
export const LABELS: Record<SavedContactKind, { value: string; text: string }[]> = {
  email: [
    { value: 'role', text: 'Role (info@, events@...)' },
    { value: 'personal', text: 'Personal' },
  ],
  phone: [
    { value: 'phone', text: 'Phone' },
    { value: 'fax', text: 'Fax' },
  ],
  person: Object.entries(PERSON_ROLES).map(([value, text]) => ({ value, text })),
};

const KINDS: { value: SavedContactKind; text: string }[] = [
  { value: 'email', text: 'Email' },
  { value: 'phone', text: 'Phone' },
  { value: 'person', text: 'Person' },
];

const VALUE_LABEL: Record<SavedContactKind, string> = { email: 'Email address', phone: 'Phone number', person: 'Name' };

function KindSelect({ kind, onKind }: { kind: SavedContactKind; onKind: (kind: SavedContactKind) => void }) {
  return (
    <Field label="Kind">
      {(control) => (
        <select
          {...control}
          className="lg-input"
          value={kind}
          onChange={(e) => onKind(e.target.value as SavedContactKind)}
        >
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function FormActions({
  submitText,
  busy,
  empty,
  onCancel,
  error,
}: {
  submitText: string;
  busy: boolean;
  empty: boolean;
  onCancel?: () => void;
  error?: string;
}) {
  return (
    <>
      <div className="sm-contact-form__actions">
        <Button type="submit" size="sm" loading={busy} disabled={busy || empty}>
          {submitText}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {error && (
        <p className="sm-field-error" role="alert" data-testid="contact-form-error">
          {error}
        </p>
      )}
    </>
  );
}

export interface ContactFormValues {
  kind: SavedContactKind;
  value: string;
  label: string;
}

/**
 * Adding a contact (kind, value, label) or correcting one (its kind stays). A 400's message shows
 * under the field it names; any other failure under the form.
 */
export function ContactForm({
  initial,
  fixedKind,
  submitText,
  onSubmit,
  onCancel,
  testid,
}: {
  initial: ContactFormValues;
  /** Correcting: the kind cannot change. */
  fixedKind?: boolean;
  submitText: string;
  onSubmit: (values: ContactFormValues) => Promise<ContactErrors>;
  onCancel?: () => void;
  testid: string;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ContactErrors>(null);
  const [busy, setBusy] = useState(false);
  const labels = LABELS[values.kind];
  const labelKnown = labels.some((l) => l.value === values.label);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await onSubmit({ ...values, value: values.value.trim() });
    setBusy(false);
    setErrors(res);
    if (!res && !fixedKind) setValues({ ...initial });
  }

  return (
    <form
      className={fixedKind ? 'sm-contact-form sm-contact-form--edit' : 'sm-contact-form'}
      onSubmit={(e) => void submit(e)}
      data-testid={testid}
      noValidate
    >
      {!fixedKind && (
        <KindSelect
          kind={values.kind}
          onKind={(kind) => setValues({ ...values, kind, label: LABELS[kind][0]!.value })}
        />
      )}
      <TextField
        label={VALUE_LABEL[values.kind]}
        value={values.value}
        maxLength={200}
        onChange={(e) => setValues({ ...values, value: e.target.value })}
        error={errors?.value}
        errorProps={{ className: 'sm-field-error', role: 'alert', 'data-testid': 'contact-value-error' }}
      />
      <Field
        label="Label"
        error={errors?.label}
        errorProps={{ className: 'sm-field-error', role: 'alert', 'data-testid': 'contact-label-error' }}
      >
        {(control) => (
          <select
            {...control}
            className="lg-input"
            value={values.label}
            onChange={(e) => setValues({ ...values, label: e.target.value })}
          >
            {!labelKnown && <option value={values.label}>{values.label}</option>}
            {labels.map((l) => (
              <option key={l.value} value={l.value}>
                {l.text}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormActions
        submitText={submitText}
        busy={busy}
        empty={!values.value.trim()}
        onCancel={onCancel}
        error={errors?.['']}
      />
    </form>
  );
}
