import { Field, PasswordInput } from '@leadgen/ui';
import { passwordRules } from './wizard.logic.js';

export interface PasswordStepProps {
  password: string;
  onPassword: (password: string) => void;
  /** Id of the rule list, which describes the field. */
  rulesId: string;
}

/** The account's password, with each part of the rule ticked as it is met. */
export function PasswordStep({ password, onPassword, rulesId }: PasswordStepProps) {
  return (
    <>
      <Field label="Password">
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={password}
            onChange={(e) => onPassword(e.target.value)}
            aria-describedby={rulesId}
            autoFocus
          />
        )}
      </Field>
      <ul id={rulesId} className="wizard-rules">
        {passwordRules(password).map((rule) => (
          <li key={rule.label} className={rule.met ? 'wizard-rules__met' : undefined}>
            <span aria-hidden="true">{rule.met ? '✓' : '•'}</span> {rule.label}
            <span className="lg-visually-hidden">{rule.met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
