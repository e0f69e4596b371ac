import { TextField } from '@leadgen/ui';
import { ChoiceGroup } from './choice-group.field.js';
import { NameStep } from './name.step.js';
import { PasswordStep } from './password.step.js';
import { VerifyStep } from './verify.step.js';
import { ROLES, SIGNUP_COMPANY_SIZES, type WizardData, type WizardStep } from './wizard.logic.js';

interface TextStep {
  field: keyof WizardData;
  label: string;
  type?: 'email' | 'url';
  autoComplete: string;
  placeholder?: string;
}

/** Steps that ask one thing in one text box. */
const TEXT_STEPS: Partial<Record<WizardStep, TextStep>> = {
  email: { field: 'email', label: 'Work email', type: 'email', autoComplete: 'email', placeholder: 'you@company.com' },
  company: { field: 'companyName', label: 'Company name', autoComplete: 'organization' },
  website: {
    field: 'companyWebsite',
    label: 'Company website (optional)',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://yourcompany.com',
  },
};

/** Steps that ask for one choice out of a list. */
const CHOICE_STEPS: Partial<
  Record<WizardStep, { field: keyof WizardData; legend: string; options: readonly string[] }>
> = {
  role: { field: 'role', legend: 'Your role', options: ROLES },
  size: { field: 'companySize', legend: 'Company size', options: SIGNUP_COMPANY_SIZES },
};

export interface StepFieldsProps {
  step: WizardStep;
  data: WizardData;
  set: (field: keyof WizardData) => (value: string) => void;
  /** Prefix for the ids and radio names of this form. */
  formId: string;
  onResend: () => void;
  resending: boolean;
  /** The simulated mailbox's page, in demo mode: the verify step says to read the code there. */
  mailboxUrl: string | null;
}

/** What the current step asks for. */
export function StepFields({ step, data, set, formId, onResend, resending, mailboxUrl }: StepFieldsProps) {
  const text = TEXT_STEPS[step];
  if (text) {
    const { field, ...input } = text;
    return <TextField {...input} value={data[field]} onChange={(e) => set(field)(e.target.value)} autoFocus />;
  }
  const choice = CHOICE_STEPS[step];
  if (choice) {
    const { field, ...group } = choice;
    return <ChoiceGroup {...group} name={`${formId}-${step}`} value={data[field]} onChange={set(field)} />;
  }
  switch (step) {
    case 'verify':
      return (
        <VerifyStep
          code={data.code}
          onCode={set('code')}
          onResend={onResend}
          resending={resending}
          mailboxUrl={mailboxUrl}
        />
      );
    case 'password':
      return <PasswordStep password={data.password} onPassword={set('password')} rulesId={`${formId}-rules`} />;
    case 'name':
      return (
        <NameStep
          firstName={data.firstName}
          lastName={data.lastName}
          onFirstName={set('firstName')}
          onLastName={set('lastName')}
        />
      );
    default:
      return null;
  }
}
