import { Alert, Button, Field, LoadingState, TextField } from '@leadgen/ui';
import { CATEGORY_OPTIONS, MAX_VALUE_POINTS, type OfferFieldErrors, type OfferForm } from './offer.logic.js';
import { useAccountStatus } from './use-account-status.js';
import { OfferTeamChoice } from './offer-team.choice.js';
import { useOfferForm } from './use-offer-form.js';

type OfferHook = ReturnType<typeof useOfferForm>;

/** A field's message as the server wrote it, read out when it appears. */
const errorProps = (name: string) => ({
  className: 'account-field-error',
  role: 'alert',
  'data-testid': `offer-error-${name}`,
});

function CategorySelect({
  value,
  error,
  onChange,
}: {
  value: OfferForm['category'];
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field label="Category" error={error} errorProps={errorProps('category')}>
      {(control) => (
        <select
          {...control}
          required
          className="lg-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid="offer-category"
        >
          <option value="">Select what kind of product it is</option>
          {CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function ValuePoints({
  form,
  errors,
  setPoint,
  addPoint,
  removePoint,
}: Pick<OfferHook, 'setPoint' | 'addPoint' | 'removePoint'> & { form: OfferForm; errors: OfferFieldErrors }) {
  return (
    <fieldset className="account-grid__wide account-offer__points">
      <legend className="lg-label">Value points</legend>
      <p className="account-hint">
        Up to {MAX_VALUE_POINTS} reasons a restaurant buys, each with a figure that proves it if you have one.
      </p>
      {errors.value_points && <p {...errorProps('value_points')}>{errors.value_points}</p>}
      <ol className="account-offer__point-list">
        {form.value_points.map((point, i) => (
          <li key={i} className="account-offer__point" data-testid="offer-point">
            <TextField
              label={`Value point ${i + 1}`}
              required
              placeholder="Cuts card fees"
              maxLength={200}
              value={point.text}
              error={errors[`value_points.${i}.text`]}
              errorProps={errorProps(`value_points.${i}.text`)}
              onChange={(e) => setPoint(i, 'text')(e.target.value)}
            />
            <TextField
              label={`Proof figure ${i + 1} (optional)`}
              placeholder="2.49% per swipe"
              maxLength={120}
              value={point.proof}
              error={errors[`value_points.${i}.proof`]}
              errorProps={errorProps(`value_points.${i}.proof`)}
              onChange={(e) => setPoint(i, 'proof')(e.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="account-offer__remove"
              disabled={form.value_points.length === 1 && !point.text && !point.proof}
              aria-label={`Remove value point ${i + 1}`}
              onClick={() => removePoint(i)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {form.value_points.length < MAX_VALUE_POINTS && (
        <Button variant="secondary" size="sm" className="account-offer__add" onClick={addPoint}>
          Add a value point
        </Button>
      )}
    </fieldset>
  );
}

/** One text field of the offer, with the server's message for it. */
function OfferText({
  hook,
  name,
  label,
  ...input
}: {
  hook: OfferHook;
  name: Exclude<keyof OfferForm, 'value_points' | 'category'>;
  label: string;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  wide?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const { wide, ...rest } = input;
  return (
    <TextField
      {...rest}
      label={label}
      fieldClassName={wide ? 'account-grid__wide' : undefined}
      value={hook.form![name]}
      error={hook.errors[name]}
      errorProps={errorProps(name)}
      data-testid={`offer-${name}`}
      onChange={(e) => hook.set(name)(e.target.value)}
    />
  );
}

/** Every field of the offer, two columns on a wide screen, one on a phone. */
function OfferFields({ hook }: { hook: OfferHook }) {
  const { form, errors } = hook;
  if (!form) return null;
  return (
    <div className="account-grid">
      <OfferText
        hook={hook}
        name="company_name"
        label="Company name"
        required
        maxLength={120}
        autoComplete="organization"
      />
      <OfferText
        hook={hook}
        name="product_name"
        label="Product name"
        required
        maxLength={80}
        placeholder="TableTech POS"
      />
      <CategorySelect value={form.category} error={errors.category} onChange={hook.set('category')} />
      <OfferText
        hook={hook}
        name="website_url"
        label="Website"
        type="url"
        maxLength={2048}
        placeholder="https://yourcompany.com"
      />
      <ValuePoints
        form={form}
        errors={errors}
        setPoint={hook.setPoint}
        addPoint={hook.addPoint}
        removePoint={hook.removePoint}
      />
      <OfferText
        hook={hook}
        name="suits"
        label="Restaurants it suits"
        wide
        maxLength={300}
        placeholder="Full-service restaurants with a bar"
      />
      <OfferText
        hook={hook}
        name="call_to_action"
        label="Call to action"
        wide
        required
        maxLength={200}
        placeholder="A 15-minute call this week"
      />
      <OfferText hook={hook} name="sender_name" label="Your name" required maxLength={80} autoComplete="name" />
      <OfferText
        hook={hook}
        name="sender_title"
        label="Your title"
        maxLength={80}
        placeholder="Account executive"
        autoComplete="organization-title"
      />
    </div>
  );
}

/**
 * The 'What I sell' tab: the rep's offer, which every pitch speaks for; saved whole, or cleared.
 * Its outcome shows beside Save, where the rep is after filling the long form, not above it.
 */
export function OfferFormPanel({ onChanged }: { onChanged?: () => void }) {
  const { status, show } = useAccountStatus();
  const hook = useOfferForm(show, onChanged);
  const { form, hasOffer, loadError, errors, busy, submit, clear } = hook;
  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  if (!form) return <LoadingState message="Loading what you sell..." />;
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="What I sell">
      <div>
        <h3>What I sell</h3>
        <p className="account-hint">
          Every pitch speaks for this offer: the angle, the value points and the call to action come from here. With
          none set, pitches speak for your company plainly.
        </p>
      </div>
      {errors.offer && <Alert tone="error">{errors.offer}</Alert>}
      <OfferTeamChoice hook={hook} />
      <OfferFields hook={hook} />
      {status && (
        <Alert key={status.id} tone={status.type} className="account-offer__status" data-testid="offer-status">
          {status.text}
        </Alert>
      )}
      <div className="account-form__actions account-offer__actions">
        <Button
          variant="secondary"
          loading={busy === 'clear'}
          disabled={!hasOffer || busy !== null || (hook.source === 'team' && !hook.scope.forTeam)}
          onClick={() => void clear()}
        >
          {busy === 'clear' ? 'Clearing...' : 'Clear'}
        </Button>
        <Button type="submit" loading={busy === 'save'} disabled={busy !== null}>
          {busy === 'save' ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
