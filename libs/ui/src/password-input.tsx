import { useState, type InputHTMLAttributes } from 'react';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Names the toggle for screen readers, e.g. "new password". */
  toggleLabel?: string;
}

/** A password field with a Show/Hide toggle; label it with a <label htmlFor> as any input. */
export function PasswordInput({ toggleLabel = 'password', className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="lg-password">
      <input
        {...rest}
        className={['lg-input', className].filter(Boolean).join(' ')}
        type={visible ? 'text' : 'password'}
      />
      <button
        type="button"
        className="lg-password__toggle"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide' : 'Show'}
        <span className="lg-visually-hidden"> {toggleLabel}</span>
      </button>
    </div>
  );
}
