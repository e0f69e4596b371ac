export interface ChoiceGroupProps {
  /** Read by screen readers only; the step's heading says it on screen. */
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** One choice out of a few, shown as large radio cards. */
export function ChoiceGroup({ legend, name, options, value, onChange }: ChoiceGroupProps) {
  return (
    <fieldset className="wizard-choices">
      <legend className="lg-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option} className={`wizard-choice${value === option ? ' wizard-choice--selected' : ''}`}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
