import { useId } from 'react';

/** The Lost reason's box and its message, as one lead's Lost and a bulk Lost both ask it. */
export function LostReasonField({
  reason,
  error,
  onChange,
}: {
  reason: string;
  error: string | null;
  onChange: (reason: string) => void;
}) {
  const id = useId();
  return (
    <div className="lg-field">
      <label className="lg-label" htmlFor={id}>
        Lost reason
      </label>
      <textarea
        id={id}
        className="lg-input"
        rows={3}
        maxLength={500}
        value={reason}
        placeholder="e.g. Signed with a competitor"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        autoFocus
      />
      {error && (
        <p id={`${id}-error`} className="sm-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
