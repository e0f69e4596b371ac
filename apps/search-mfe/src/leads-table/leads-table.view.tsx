import type { Lead } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import {
  fitBadge,
  formatCuisine,
  hoursState,
  leadKey,
  locationsText,
  pitchAction,
  ratingView,
  scoreBar,
  telHref,
} from './format.js';
import { ScoreBreakdown } from './score-breakdown.js';
import { showCustomPitch } from './custom-pitch.js';
import { CUSTOM_PITCH_LABEL } from './messages.js';

const LOCATION_SOURCE: Record<string, string> = {
  dataset: 'Counted across the whole data source',
  search_results: 'Counted among the places of this search only',
  model: 'Estimated by a language model from the brand name',
  unknown: 'Not known',
};

export interface LeadsTableProps {
  leads: readonly Lead[];
  generating: ReadonlySet<string>;
  onViewHours: (key: string) => void;
  onViewPitch: (key: string) => void;
  onGeneratePitch: (lead: Lead, key: string) => void;
  /**
   * The business the rep's selected report is about; 'Custom Pitch' shows only when it is set
   * and onCustomPitch is given.
   */
  customVendor?: string | null;
  onCustomPitch?: (lead: Lead, key: string) => void;
  /** Leads whose custom pitch is being written. */
  customGenerating?: ReadonlySet<string>;
}

function ScoreCell({ lead, up }: { lead: Lead; up: boolean }) {
  const bar = scoreBar(lead.fit_score);
  return (
    <div
      className={up ? 'sm-score sm-score--up' : 'sm-score'}
      tabIndex={0}
      aria-label={`Fit score ${bar.value} of 100${lead.score_breakdown?.length ? ', focus to see how it was calculated' : ''}`}
      data-testid="fit-score"
    >
      <div className="sm-score__track" aria-hidden="true">
        <div className={`sm-score__bar sm-tone--${bar.tone}`} style={{ width: `${bar.percent}%` }} data-tone={bar.tone} />
      </div>
      <span className="sm-score__num">{bar.value}</span>
      {lead.score_breakdown && lead.score_breakdown.length > 0 && (
        <div className="sm-score__pop" role="tooltip">
          <ScoreBreakdown items={lead.score_breakdown} score={bar.value} />
        </div>
      )}
    </div>
  );
}

type RowProps = { lead: Lead; index: number; busy: boolean; customBusy: boolean; last: boolean } & Omit<LeadsTableProps, 'leads' | 'generating' | 'customGenerating'>;

function Row({ lead, index, busy, customBusy, last, customVendor, onCustomPitch, ...on }: RowProps) {
  const key = leadKey(lead, index);
  const badge = fitBadge(lead.fit_decision);
  const rating = ratingView(lead.google_rating, lead.review_count);
  const hours = hoursState(lead.operating_hours);
  const action = pitchAction(lead);
  return (
    <tr data-testid="lead-row" data-lead-key={key}>
      <td>
        <div className="sm-name">
          <span data-testid="lead-name">{lead.name}</span>
          <span className={`sm-badge sm-badge--${badge.tone}`} data-testid="fit-badge" data-tone={badge.tone}>
            {badge.text}
          </span>
        </div>
        {lead.cuisine_type && <div className="sm-sub">{formatCuisine(lead.cuisine_type)}</div>}
        {lead.address && <div className="sm-sub">{lead.address}</div>}
      </td>
      <td>
        <ScoreCell lead={lead} up={last} />
      </td>
      <td className="sm-nowrap" data-testid="lead-rating">
        {rating ? (
          <>
            <span className="sm-stars" aria-hidden="true">
              ★
            </span>{' '}
            <strong>{rating.value}</strong> <span className="lg-muted">{rating.reviews}</span>
          </>
        ) : (
          <span className="lg-muted">No rating</span>
        )}
      </td>
      <td
        className="sm-nowrap"
        data-testid="lead-locations"
        title={lead.location_count_source ? LOCATION_SOURCE[lead.location_count_source] : undefined}
      >
        {locationsText(lead.location_count)}
      </td>
      <td className="sm-nowrap" data-testid="lead-phone">
        {lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : <span className="lg-muted">No phone</span>}
      </td>
      <td className="sm-nowrap" data-testid="lead-hours">
        {hours.kind === 'known' ? (
          <>
            <button type="button" className="sm-linkbtn" onClick={() => on.onViewHours(key)}>
              View Hours
            </button>
            {hours.openLine && (
              <div className={hours.openLine === 'Open now' ? 'sm-open' : 'sm-closed'}>{hours.openLine}</div>
            )}
          </>
        ) : (
          <span className="lg-muted">No hours available</span>
        )}
      </td>
      <td>
        <div className="sm-actions">
          {action === 'view' && (
            <Button size="sm" onClick={() => on.onViewPitch(key)}>
              View Pitch
            </Button>
          )}
          {action === 'generate' && (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => on.onGeneratePitch(lead, key)}>
              {busy ? 'Generating...' : 'Generate Pitch'}
            </Button>
          )}
          {showCustomPitch(customVendor, onCustomPitch) && (
            <Button
              size="sm"
              variant="secondary"
              loading={customBusy}
              onClick={() => onCustomPitch?.(lead, key)}
              title={`A pitch for ${lead.name} written from the ${customVendor} business analysis`}
              data-testid="custom-pitch"
            >
              {customBusy ? 'Generating...' : CUSTOM_PITCH_LABEL}
            </Button>
          )}
          {lead.website && (
            <a className="lg-btn lg-btn--ghost lg-btn--sm" href={lead.website} target="_blank" rel="noopener noreferrer">
              Visit
            </a>
          )}
        </div>
      </td>
    </tr>
  );
}

export function LeadsTable({ leads, generating, customGenerating, ...on }: LeadsTableProps) {
  return (
    <div className="sm-table-wrap">
      <table className="sm-table" data-testid="leads-table">
        <thead>
          <tr>
            <th scope="col">Restaurant</th>
            <th scope="col">Fit Score</th>
            <th scope="col">Rating</th>
            <th scope="col">Locations</th>
            <th scope="col">Phone</th>
            <th scope="col">Hours</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead, i) => (
            <Row
              key={leadKey(lead, i)}
              lead={lead}
              index={i}
              busy={generating.has(leadKey(lead, i))}
              customBusy={customGenerating?.has(leadKey(lead, i)) ?? false}
              // The breakdown of the last rows opens upwards, inside the scrolling table.
              last={i >= 3 && i >= leads.length - 3}
              {...on}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
