import {
  MAX_LOCATION_OPTIONS,
  MAX_RESULTS_OPTIONS,
  MIN_LOCATION_OPTIONS,
  MIN_RATING_OPTIONS,
  MIN_REVIEWS_OPTIONS,
  PITCH_COUNT_OPTIONS,
  LOCATION_RANGE_MESSAGE,
  locationRangeInvalid,
} from '@leadgen/contracts';
import { locationOptionLabel, minRatingLabel, pitchCountLabel, type SearchForm } from './criteria.js';
import { Check, optionsOf, SelectField } from './form-fields.view.js';

const LIMITS = optionsOf(MAX_RESULTS_OPTIONS);
const MIN_RATINGS = optionsOf(MIN_RATING_OPTIONS, minRatingLabel);
const PITCH_COUNTS = optionsOf(PITCH_COUNT_OPTIONS, pitchCountLabel);
const MIN_LOCATIONS = optionsOf(MIN_LOCATION_OPTIONS, locationOptionLabel);
const MAX_LOCATIONS = optionsOf(MAX_LOCATION_OPTIONS, locationOptionLabel);

interface PartProps {
  /** The form's id prefix, for labels. */
  id: string;
  form: SearchForm;
  onChange: (patch: Partial<SearchForm>) => void;
}

function Limits({ id, form, onChange }: PartProps) {
  return (
    <div className="sm-adv-grid">
      <SelectField
        label="Max Results"
        id={`${id}-limit`}
        value={form.limit}
        options={LIMITS}
        onChange={(v) => onChange({ limit: Number(v) as SearchForm['limit'] })}
      />
      <SelectField
        label="Min Rating"
        id={`${id}-rating`}
        value={form.min_rating}
        options={MIN_RATINGS}
        onChange={(v) => onChange({ min_rating: Number(v) as SearchForm['min_rating'] })}
      />
      <SelectField
        label="Min Reviews"
        id={`${id}-reviews`}
        value={form.min_reviews}
        options={MIN_REVIEWS_OPTIONS}
        onChange={(v) => onChange({ min_reviews: Number(v) })}
      />
    </div>
  );
}

function Filters({ form, onChange }: Omit<PartProps, 'id'>) {
  return (
    <div className="sm-checks">
      <Check
        label="Filter out bad fits"
        checked={form.filter_bad_fits}
        onChange={(v) => onChange({ filter_bad_fits: v })}
      />
      <Check
        label="Filter duplicates"
        checked={form.filter_duplicates}
        onChange={(v) => onChange({ filter_duplicates: v })}
      />
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
      <Check label="Opening soon" checked={form.openingSoon} onChange={(v) => onChange({ openingSoon: v })} />
    </div>
  );
}

/** 'Generate Personalized Pitches', and once ticked, for how many of the top leads. */
function PitchOption({ id, form, onChange }: PartProps) {
  return (
    <div>
      <Check
        label="Generate Personalized Pitches"
        checked={form.enablePitchGeneration}
        onChange={(v) => onChange({ enablePitchGeneration: v })}
      />
      {form.enablePitchGeneration && (
        <div className="sm-subpanel">
          <SelectField
            label="Number of pitches"
            id={`${id}-pitches`}
            value={form.pitchGenerationCount}
            options={PITCH_COUNTS}
            onChange={(v) => onChange({ pitchGenerationCount: Number(v) as SearchForm['pitchGenerationCount'] })}
          />
        </div>
      )}
    </div>
  );
}

/** 'Filter by Number of Locations': a min-max range, a warning when min is above max, and how counts are inferred. */
function LocationOption({ id, form, onChange }: PartProps) {
  return (
    <div>
      <Check
        label="Filter by Number of Locations"
        checked={form.enableLocationFilter}
        onChange={(v) => onChange({ enableLocationFilter: v })}
      />
      {form.enableLocationFilter && (
        <div className="sm-subpanel">
          <div className="lg-row" style={{ alignItems: 'flex-start' }}>
            <SelectField
              label="Min Locations"
              id={`${id}-minloc`}
              value={form.minLocations}
              options={MIN_LOCATIONS}
              onChange={(v) => onChange({ minLocations: Number(v) as SearchForm['minLocations'] })}
            />
            <SelectField
              label="Max Locations"
              id={`${id}-maxloc`}
              value={form.maxLocations}
              options={MAX_LOCATIONS}
              onChange={(v) => onChange({ maxLocations: Number(v) as SearchForm['maxLocations'] })}
            />
          </div>
          {locationRangeInvalid(form) && <p className="sm-warning-text">{LOCATION_RANGE_MESSAGE}</p>}
          <p className="sm-hint">
            A language model analyses brand names, with location suffixes such as &quot;- Downtown&quot; or
            &quot;#12&quot; removed, to infer each restaurant&apos;s total location count. Use 1-5 for independents and
            5-50+ for chains.
          </p>
        </div>
      )}
    </div>
  );
}

/** The filters behind 'Show Advanced Filters'. */
export function AdvancedFilters(props: PartProps) {
  return (
    <div id={`${props.id}-advanced`} className="sm-advanced lg-stack" data-testid="advanced-filters">
      <Limits {...props} />
      <Filters form={props.form} onChange={props.onChange} />
      <PitchOption {...props} />
      <LocationOption {...props} />
    </div>
  );
}
