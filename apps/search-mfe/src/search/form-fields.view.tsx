import type { ReactNode } from 'react';

export function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="lg-field">
      <label className="lg-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="lg-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps {
  label: string;
  id: string;
  value: string | number;
  options: readonly SelectOption[];
  /** The text of a first, empty choice ('Select State', 'All Cuisines'). */
  blank?: string;
  /** The chosen option's value, as the select holds it (a string). */
  onChange: (value: string) => void;
  /** Shown under the select. */
  children?: ReactNode;
}

/** A labelled select of fixed options. */
export function SelectField({ label, id, value, options, blank, onChange, children }: SelectFieldProps) {
  return (
    <Field label={label} id={id}>
      <select id={id} className="lg-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {children}
    </Field>
  );
}

/** Options whose label is written from the value ('Top 5 leads', '4.0+ stars'). */
export function optionsOf<T extends string | number>(
  values: readonly T[],
  label: (value: T) => string = String,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}
