import { useId, type ComponentProps, type HTMLAttributes, type ReactNode } from 'react';

/** Props a Field hands its control: the id its label points at, and its hint/error wiring. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** Attributes for the hint or error element; data-* lets a test find it. */
export type FieldTextProps = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | undefined };

export interface FieldProps {
  label: ReactNode;
  /** The control's id, when something outside the field must point at it; otherwise one from useId. */
  id?: string;
  /** Classes for the wrapper beside lg-field, e.g. a grid span. */
  className?: string;
  /** Help text under the control (a span), read with it by screen readers. */
  hint?: ReactNode;
  hintProps?: FieldTextProps;
  /** Error text under the control (a p); while shown the control is aria-invalid. */
  error?: ReactNode;
  errorProps?: FieldTextProps;
  /** Renders the control; spread the props it is given onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

function join(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A labelled form field: lg-field wrapper, lg-label tied to the control, optional hint and error. */
export function Field({ label, id, className, hint, hintProps, error, errorProps, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={join('lg-field', className)}>
      <label className="lg-label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': join(hintId, errorId) || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <span {...hintProps} id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p {...errorProps} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends ComponentProps<'input'>, Omit<FieldProps, 'children' | 'className'> {
  /** Classes for the wrapper; className goes to the input beside lg-input. */
  fieldClassName?: string;
}

/**
 * A Field around an lg-input; every other prop goes to the input. A caller's aria-describedby
 * (text outside the field) is kept beside the hint/error ids, and its aria-invalid wins.
 */
export function TextField({
  label,
  id,
  fieldClassName,
  hint,
  hintProps,
  error,
  errorProps,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      className={fieldClassName}
      hint={hint}
      hintProps={hintProps}
      error={error}
      errorProps={errorProps}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          aria-describedby={join(input['aria-describedby'], control['aria-describedby']) || undefined}
          aria-invalid={input['aria-invalid'] ?? control['aria-invalid']}
          className={join('lg-input', className)}
        />
      )}
    </Field>
  );
}
