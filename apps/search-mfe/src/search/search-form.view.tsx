import {
  MAX_LOCATION_OPTIONS,
  MAX_RESULTS_OPTIONS,
  MIN_LOCATION_OPTIONS,
  MIN_RATING_OPTIONS,
  MIN_REVIEWS_OPTIONS,
  PITCH_COUNT_OPTIONS,
  US_STATES,
  type CuisineOption,
} from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  canSubmit,
  locationOptionLabel,
  locationRangeInvalid,
  minRatingLabel,
  pitchCountLabel,
  type SearchForm,
} from './criteria.js';
import { cuisineOptionLabel, STRONG_MARKER, TRICKY_MARKER } from './format.js';

export interface SearchFormProps {
  form: SearchForm;
  onChange: (patch: Partial<SearchForm>) => void;
  cuisines: readonly CuisineOption[];
  loading: boolean;
  onSubmit: () => void;
}

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="lg-field">
      <label className="lg-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="lg-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export function SearchFormView({ form, onChange, cuisines, loading, onSubmit }: SearchFormProps) {
  const id = useId();
  const [advanced, setAdvanced] = useState(false);
  const ready = canSubmit(form, loading);
  const badRange = locationRangeInvalid(form);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (ready) onSubmit();
  }

  return (
    <form className="lg-stack" onSubmit={submit} aria-label="Lead search" noValidate>
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
        <Field label="State" id={`${id}-state`}>
          <select
            id={`${id}-state`}
            className="lg-input"
            value={form.state}
            onChange={(e) => onChange({ state: e.target.value as SearchForm['state'] })}
          >
            <option value="">Select State</option>
            {US_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Cuisine Type" id={`${id}-cuisine`}>
          <select id={`${id}-cuisine`} className="lg-input" value={form.cuisine} onChange={(e) => onChange({ cuisine: e.target.value })}>
            <option value="">All Cuisines</option>
            {cuisines.map((c) => (
              <option key={c.value} value={c.value}>
                {cuisineOptionLabel(c)}
              </option>
            ))}
          </select>
          {cuisines.length > 0 && (
            <span className="sm-legend">
              {STRONG_MARKER} strong fit · {TRICKY_MARKER} harder to sell
            </span>
          )}
        </Field>
      </div>

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

      {advanced && (
        <div id={`${id}-advanced`} className="sm-advanced lg-stack" data-testid="advanced-filters">
          <div className="sm-adv-grid">
            <Field label="Max Results" id={`${id}-limit`}>
              <select
                id={`${id}-limit`}
                className="lg-input"
                value={form.limit}
                onChange={(e) => onChange({ limit: Number(e.target.value) as SearchForm['limit'] })}
              >
                {MAX_RESULTS_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Min Rating" id={`${id}-rating`}>
              <select
                id={`${id}-rating`}
                className="lg-input"
                value={form.min_rating}
                onChange={(e) => onChange({ min_rating: Number(e.target.value) as SearchForm['min_rating'] })}
              >
                {MIN_RATING_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {minRatingLabel(n)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Min Reviews" id={`${id}-reviews`}>
              <select
                id={`${id}-reviews`}
                className="lg-input"
                value={form.min_reviews}
                onChange={(e) => onChange({ min_reviews: Number(e.target.value) })}
              >
                {MIN_REVIEWS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>

          <div className="sm-checks">
            <Check label="Filter out bad fits" checked={form.filter_bad_fits} onChange={(v) => onChange({ filter_bad_fits: v })} />
            <Check label="Filter duplicates" checked={form.filter_duplicates} onChange={(v) => onChange({ filter_duplicates: v })} />
            <Check
              label="Recently established restaurants only"
              checked={form.filterRecentlyEstablished}
              onChange={(v) => onChange({ filterRecentlyEstablished: v })}
            />
            <Check
              label="Prioritize new websites/domains (< 6 months)"
              checked={form.prioritizeNewWebsites}
              onChange={(v) => onChange({ prioritizeNewWebsites: v })}
            />
          </div>

          <div>
            <Check
              label="Generate Personalized Pitches"
              checked={form.enablePitchGeneration}
              onChange={(v) => onChange({ enablePitchGeneration: v })}
            />
            {form.enablePitchGeneration && (
              <div className="sm-subpanel">
                <Field label="Number of pitches" id={`${id}-pitches`}>
                  <select
                    id={`${id}-pitches`}
                    className="lg-input"
                    value={form.pitchGenerationCount}
                    onChange={(e) => onChange({ pitchGenerationCount: Number(e.target.value) as SearchForm['pitchGenerationCount'] })}
                  >
                    {PITCH_COUNT_OPTIONS.map((n) => (
                      <option key={n} value={n}>
                        {pitchCountLabel(n)}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
            )}
          </div>

          <div>
            <Check
              label="Filter by Number of Locations"
              checked={form.enableLocationFilter}
              onChange={(v) => onChange({ enableLocationFilter: v })}
            />
            {form.enableLocationFilter && (
              <div className="sm-subpanel">
                <div className="lg-row" style={{ alignItems: 'flex-start' }}>
                  <Field label="Min Locations" id={`${id}-minloc`}>
                    <select
                      id={`${id}-minloc`}
                      className="lg-input"
                      value={form.minLocations}
                      onChange={(e) => onChange({ minLocations: Number(e.target.value) as SearchForm['minLocations'] })}
                    >
                      {MIN_LOCATION_OPTIONS.map((n) => (
                        <option key={n} value={n}>
                          {locationOptionLabel(n)}
                        </option>
                      ))}
                    </select>
                  </Field>
                  <Field label="Max Locations" id={`${id}-maxloc`}>
                    <select
                      id={`${id}-maxloc`}
                      className="lg-input"
                      value={form.maxLocations}
                      onChange={(e) => onChange({ maxLocations: Number(e.target.value) as SearchForm['maxLocations'] })}
                    >
                      {MAX_LOCATION_OPTIONS.map((n) => (
                        <option key={n} value={n}>
                          {locationOptionLabel(n)}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
                {badRange && <p className="sm-warning-text">Min locations cannot be more than max locations.</p>}
                <p className="sm-hint">
                  A language model analyses brand names, with location suffixes such as &quot;- Downtown&quot; or &quot;#12&quot;
                  removed, to infer each restaurant&apos;s total location count. Use 1-5 for independents and 5-50+ for chains.
                </p>
              </div>
            )}
          </div>
        </div>
      )}

      <div className="sm-form-actions">
        <Button type="submit" disabled={!ready} loading={loading}>
          {loading ? 'Searching...' : 'Search Leads'}
        </Button>
      </div>
    </form>
  );
}
