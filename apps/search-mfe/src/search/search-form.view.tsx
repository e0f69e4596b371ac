import { US_STATES, type CuisineOption } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';
import { cuisineOptionLabel, STRONG_MARKER, TRICKY_MARKER } from '../leads-table/lead.format.js';
import { AdvancedFilters } from './advanced-filters.view.js';
import { canSubmit, type SearchForm } from './criteria.js';
import { Field, optionsOf, SelectField } from './form-fields.view.js';

const STATES = optionsOf(US_STATES);

export interface SearchFormProps {
  form: SearchForm;
  onChange: (patch: Partial<SearchForm>) => void;
  cuisines: readonly CuisineOption[];
  loading: boolean;
  onSubmit: () => void;
}

/** City (required), state and cuisine; the cuisines mark strong fits and harder sells. */
function Place({
  id,
  form,
  onChange,
  cuisines,
}: Pick<SearchFormProps, 'form' | 'onChange' | 'cuisines'> & { id: string }) {
  return (
    <div className="sm-form-grid">
      <Field label="City" id={`${id}-city`}>
        <input
          id={`${id}-city`}
          className="lg-input"
          type="text"
          required
          autoComplete="address-level2"
          placeholder="e.g. Austin"
          value={form.city}
          onChange={(e) => onChange({ city: e.target.value })}
        />
      </Field>
      <SelectField
        label="State"
        id={`${id}-state`}
        value={form.state}
        blank="Select State"
        options={STATES}
        onChange={(v) => onChange({ state: v as SearchForm['state'] })}
      />
      <SelectField
        label="Cuisine Type"
        id={`${id}-cuisine`}
        value={form.cuisine}
        blank="All Cuisines"
        options={cuisines.map((c) => ({ value: c.value, label: cuisineOptionLabel(c) }))}
        onChange={(v) => onChange({ cuisine: v })}
      >
        {/* Its line is kept while the cuisines load, so the form under it does not jump when they arrive. */}
        <span className={cuisines.length > 0 ? 'sm-legend' : 'sm-legend sm-legend--pending'}>
          {STRONG_MARKER} strong fit · {TRICKY_MARKER} harder to sell
        </span>
      </SelectField>
    </div>
  );
}

/** The lead search form; it submits only with a city and while no search is running. */
export function SearchFormView({ form, onChange, cuisines, loading, onSubmit }: SearchFormProps) {
  const id = useId();
  const [advanced, setAdvanced] = useState(false);
  const ready = canSubmit(form, loading);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (ready) onSubmit();
  }

  return (
    <form className="lg-stack" onSubmit={submit} aria-label="Lead search" noValidate>
      <Place id={id} form={form} onChange={onChange} cuisines={cuisines} />
      <div>
        <button
          type="button"
          className="sm-linkbtn sm-toggle"
          aria-expanded={advanced}
          aria-controls={`${id}-advanced`}
          onClick={() => setAdvanced((v) => !v)}
        >
          {advanced ? 'Hide Advanced Filters' : 'Show Advanced Filters'}
        </button>
      </div>
      {advanced && <AdvancedFilters id={id} form={form} onChange={onChange} />}
      <div className="sm-form-actions">
        <Button type="submit" disabled={!ready} loading={loading}>
          {loading ? 'Searching...' : 'Search Leads'}
        </Button>
      </div>
    </form>
  );
}
