import type { Lead, SiteContacts } from '@leadgen/contracts';
import type { ReactNode } from 'react';
import { Button } from '@leadgen/ui';
import { NEW_SINCE_LAST_RUN } from './leads-table.messages.js';
import {
  diagnoseTitle,
  fitBadge,
  formatCuisine,
  hoursState,
  leadKey,
  locationsText,
  ratingView,
  scoreBar,
  telHref,
  visitHref,
} from './lead.format.js';
import { savedMarkText } from '../save/save-leads.logic.js';
import { teammateMarkText, teammateMarkTitle } from '../save/teammate-mark.logic.js';
import { establishedLines } from './lead.established.js';
import type { ActionsCellProps, RowActions, RowSelection } from './lead-row.types.js';
import { ScoreBreakdown } from './score-breakdown.view.js';
import { PitchButtons } from './pitch-buttons.view.js';
import { BestTimeLine } from './best-time-line.view.js';
import { ContactMarks } from '../contacts/contact-marks.view.js';
import { contactMarks, findContactsTitle } from '../contacts/contacts.logic.js';

const LOCATION_SOURCE: Record<string, string> = {
  dataset: 'Counted across the whole data source',
  search_results: 'Counted among the places of this search only',
  model: 'Estimated by a language model from the brand name',
  unknown: 'Not known',
};

/**
 * Name, fit badge, saved and new marks, cuisine, address and why the lead counts as new (its opening or
 * its website's registration, dated, with the source); `children` adds lines under them.
 */
export function NameCell({
  lead,
  found,
  children,
}: {
  lead: Lead;
  /** What 'Find contacts' found for the row in this search. */
  found?: SiteContacts | null;
  children?: ReactNode;
}) {
  const badge = fitBadge(lead.fit_decision);
  const marks = contactMarks(lead, found);
  return (
    <td className="sm-name-cell">
      <div className="sm-name">
        <span data-testid="lead-name">{lead.name}</span>
        <span className={`sm-badge sm-badge--${badge.tone}`} data-testid="fit-badge" data-tone={badge.tone}>
          {badge.text}
        </span>
        {lead.is_new && (
          <span className="sm-new" data-testid="new-mark">
            {NEW_SINCE_LAST_RUN}
          </span>
        )}
        {lead.saved && (
          <span className="sm-saved" data-testid="saved-mark" data-status={lead.saved.status}>
            {savedMarkText(lead.saved)}
          </span>
        )}
        {!lead.saved && lead.teammate_lead && (
          <span
            className="sm-saved sm-saved--teammate"
            data-testid="teammate-mark"
            title={teammateMarkTitle(lead.teammate_lead)}
          >
            {teammateMarkText(lead.teammate_lead)}
          </span>
        )}
        <ContactMarks email={marks.email} person={marks.person} />
      </div>
      {lead.cuisine_type && <div className="sm-sub">{formatCuisine(lead.cuisine_type)}</div>}
      {lead.address && <div className="sm-sub">{lead.address}</div>}
      {establishedLines(lead).map((line) => (
        <div key={line} className="sm-sub sm-why" data-testid="lead-established">
          {line}
        </div>
      ))}
      {children}
    </td>
  );
}

/** The fit score bar; focusing it shows how the score was calculated (upwards for the last rows). */
export function ScoreCell({ lead, up }: { lead: Lead; up: boolean }) {
  const bar = scoreBar(lead.fit_score);
  return (
    <div
      className={up ? 'sm-score sm-score--up' : 'sm-score'}
      tabIndex={0}
      aria-label={`Fit score ${bar.value} of 100${lead.score_breakdown?.length ? ', focus to see how it was calculated' : ''}`}
      data-testid="fit-score"
    >
      <div className="sm-score__track" aria-hidden="true">
        <div
          className={`sm-score__bar sm-tone--${bar.tone}`}
          style={{ width: `${bar.percent}%` }}
          data-tone={bar.tone}
        />
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

export function RatingCell({ lead }: { lead: Lead }) {
  const rating = ratingView(lead.google_rating, lead.review_count);
  return (
    <td className="sm-nowrap" data-label="Rating" data-testid="lead-rating">
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
  );
}

export function HoursCell({ lead, onView }: { lead: Lead; onView: () => void }) {
  const hours = hoursState(lead.operating_hours);
  return (
    <td className="sm-nowrap" data-label="Hours" data-testid="lead-hours">
      {hours.kind === 'known' ? (
        <>
          <button type="button" className="sm-linkbtn" onClick={onView}>
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
  );
}

/** The pitch buttons, Diagnose (disabled, saying why, without a website) and Visit when the lead has a website. */
function ActionsCell(props: ActionsCellProps) {
  const { lead, rowKey, onDiagnose, onSave, savingKeys, onFindContacts, findingKeys, demoMode = false } = props;
  const website = lead.website?.trim();
  return (
    <td className="sm-actions-cell" data-label="Actions">
      <div className="sm-actions">
        {onSave && !lead.saved && !lead.teammate_lead && lead.place_id && (
          <Button
            size="sm"
            variant="secondary"
            loading={savingKeys?.has(rowKey)}
            onClick={() => onSave(lead, rowKey)}
            aria-label={`Save ${lead.name} to My Leads`}
          >
            Save
          </Button>
        )}
        <PitchButtons {...props} />
        {onFindContacts && (
          <Button
            size="sm"
            variant="secondary"
            disabled={!website}
            loading={findingKeys?.has(rowKey)}
            title={findContactsTitle(lead)}
            onClick={() => onFindContacts(lead, rowKey)}
            data-testid="find-contacts-button"
          >
            Find contacts
          </Button>
        )}
        {onDiagnose && (
          <Button
            size="sm"
            variant="secondary"
            disabled={!website}
            title={diagnoseTitle(lead)}
            onClick={() => onDiagnose(lead)}
          >
            Diagnose
          </Button>
        )}
        {website && (
          <a
            className="lg-btn lg-btn--ghost lg-btn--sm"
            href={visitHref(website, demoMode)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Visit
          </a>
        )}
      </div>
    </td>
  );
}

export type LeadRowProps = {
  lead: Lead;
  /** The lead's key in the search's whole list; else the key of the lead at `index`. */
  rowKey?: string;
  index?: number;
  busy: boolean;
  customBusy: boolean;
  last: boolean;
  selection?: RowSelection;
} & RowActions;

export function LeadRow({ lead, rowKey, index = 0, last, selection, onViewHours, ...actions }: LeadRowProps) {
  const key = rowKey ?? leadKey(lead, index);
  return (
    <tr data-testid="lead-row" data-lead-key={key} className="sm-card-row">
      {selection && (
        <td className="sm-check-cell">
          <input
            type="checkbox"
            checked={selection.selected.has(key)}
            onChange={() => selection.onToggle(key)}
            disabled={Boolean(lead.teammate_lead) && !selection.selected.has(key)}
            title={lead.teammate_lead ? teammateMarkTitle(lead.teammate_lead) : undefined}
            aria-label={`Select ${lead.name}`}
          />
        </td>
      )}
      <NameCell lead={lead} found={actions.contactsFound?.get(key)} />
      <td data-label="Fit score">
        <ScoreCell lead={lead} up={last} />
      </td>
      <RatingCell lead={lead} />
      <td
        className="sm-nowrap"
        data-label="Locations"
        data-testid="lead-locations"
        title={lead.location_count_source ? LOCATION_SOURCE[lead.location_count_source] : undefined}
      >
        {locationsText(lead.location_count)}
      </td>
      <td className="sm-nowrap sm-phone-cell" data-label="Phone" data-testid="lead-phone">
        {lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : <span className="lg-muted">No phone</span>}
        <BestTimeLine best={lead.best_time} />
      </td>
      <HoursCell lead={lead} onView={() => onViewHours(key)} />
      <ActionsCell lead={lead} rowKey={key} {...actions} />
    </tr>
  );
}
