import { TextField } from '@leadgen/ui';
import { INVALID_URL_MESSAGE, type UrlFieldState } from './url.logic.js';

export interface UrlFieldProps {
  label: string;
  placeholder: string;
  raw: string;
  state: UrlFieldState;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A required URL input: red border and 'Please enter a valid URL' when non-empty and invalid. */
export function UrlField({ label, placeholder, raw, state, disabled, onChange }: UrlFieldProps) {
  return (
    <TextField
      label={
        <>
          {label}
          <span className="am-required" aria-hidden="true">
            {' '}
            *
          </span>
        </>
      }
      type="url"
      inputMode="url"
      autoComplete="url"
      spellCheck={false}
      required
      className={state.invalid ? 'am-input--invalid' : undefined}
      placeholder={placeholder}
      value={raw}
      disabled={disabled}
      error={state.invalid && INVALID_URL_MESSAGE}
      errorProps={{ className: 'am-field-error', 'data-testid': 'url-error' }}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
