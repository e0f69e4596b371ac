import { TextField } from '@leadgen/ui';

export interface NameStepProps {
  firstName: string;
  lastName: string;
  onFirstName: (value: string) => void;
  onLastName: (value: string) => void;
}

/** First and last name side by side. */
export function NameStep({ firstName, lastName, onFirstName, onLastName }: NameStepProps) {
  return (
    <div className="wizard-row">
      <TextField
        label="First name"
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => onFirstName(e.target.value)}
        autoFocus
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        value={lastName}
        onChange={(e) => onLastName(e.target.value)}
      />
    </div>
  );
}
