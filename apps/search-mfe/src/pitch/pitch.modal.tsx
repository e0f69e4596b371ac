import type { Lead, Pitch, ScoreContribution } from '@leadgen/contracts';
import { Alert, Button, Modal, useCopy } from '@leadgen/ui';
import { confidencePercent, pitchSections, scoreBar } from '../leads-table/lead.format.js';
import { ScoreBreakdown } from '../leads-table/score-breakdown.view.js';
import { pageLabel, type SiteReading } from './lead-pitch.logic.js';

function ListSection({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="sm-pitch-section">
      <h3>{title}</h3>
      {items.length ? (
        <ul>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="lg-muted">None noted.</p>
      )}
    </section>
  );
}

function TextSection({
  title,
  text,
  copy,
}: {
  title: string;
  text: string;
  copy?: { copied: boolean; onCopy: () => void };
}) {
  return (
    <section className="sm-pitch-section">
      <h3>
        <span>{title}</span>
        {copy && (
          <Button size="sm" variant="secondary" onClick={copy.onCopy} disabled={!text} aria-label={`Copy ${title}`}>
            {copy.copied ? 'Copied!' : 'Copy'}
          </Button>
        )}
      </h3>
      {text ? <p className={copy ? 'sm-quote' : undefined}>{text}</p> : <p className="lg-muted">Not available.</p>}
    </section>
  );
}

/** The lead's name, fit score and confidence, and for a custom pitch the business it speaks for. */
function PitchHead({
  name,
  score,
  confidence,
  vendor,
  offerProduct,
}: {
  name: string;
  score: number;
  confidence: number | undefined;
  vendor?: string;
  /** The rep's product (What I sell) the pitch speaks for, when it does. */
  offerProduct?: string;
}) {
  return (
    <div className="sm-pitch-head">
      <strong>{name}</strong>
      <span className="sm-metric" data-testid="pitch-fit-score">
        Fit Score: <b>{score}</b>/100
      </span>
      <span className="sm-metric" data-testid="pitch-confidence">
        Confidence: <b>{confidencePercent(confidence)}%</b>
      </span>
      {offerProduct ? (
        <span className="sm-metric" data-testid="pitch-vendor">
          Written for <b>{offerProduct}</b>, what you sell
        </span>
      ) : (
        vendor && (
          <span className="sm-metric" data-testid="pitch-vendor">
            Written from the <b>{vendor}</b> business analysis
          </span>
        )
      )}
    </div>
  );
}

/**
 * The rep's product the pitch speaks for, said only when it is What I sell: a custom pitch written
 * for the offer, or a row's pitch the server wrote for it (it names the product). A custom pitch from
 * a selected report names the report's business instead.
 */
function whatYouSell(pitch: Pitch, vendor: string | undefined, fromOffer: boolean): string | undefined {
  if (vendor) return fromOffer ? vendor : undefined;
  return pitch.offer_product?.trim() || undefined;
}

/** Why the website was not read, above the pitch, so the rep knows it rests on the listing alone. */
function SiteNote({ note }: { note: string }) {
  return (
    <div className="sm-pitch-section">
      <Alert tone="info" data-testid="pitch-site-note">
        {note}
      </Alert>
    </div>
  );
}

/** The pages of the lead's website the pitch was written from. */
function PagesRead({ pages }: { pages: string[] }) {
  return (
    <section className="sm-pitch-section" data-testid="pitch-pages-read">
      <h3>Pages read ({pages.length})</h3>
      <ul>
        {pages.map((url) => (
          <li key={url} title={url}>
            {pageLabel(url)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a generated pitch was written from: the pages read, or the note saying why the site was not read. */
function ReadFrom({ reading }: { reading: SiteReading }) {
  if (!reading.site_read) return reading.site_note ? <SiteNote note={reading.site_note} /> : null;
  return reading.pages_read.length ? <PagesRead pages={reading.pages_read} /> : null;
}

/** Said when a configured language model's pitch was not used, or was used with statements left out. */
function WriterNote({ note }: { note: string }) {
  return (
    <div className="sm-pitch-section">
      <Alert tone="info" data-testid="pitch-writer-note">
        {note}
      </Alert>
    </div>
  );
}

/** What each claim of the pitch rests on, so the rep can check it before sending. */
function EvidenceList({ items }: { items: NonNullable<Pitch['evidence']> }) {
  return (
    <details className="sm-details" data-testid="pitch-evidence">
      <summary>What this pitch rests on ({items.length})</summary>
      <ul>
        {items.map((e, i) => (
          <li key={i}>
            {e.claim} <span className="lg-muted">({e.source})</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function HowScored({ items, score }: { items: ScoreContribution[]; score: number }) {
  return (
    <details className="sm-details">
      <summary>How the fit score of {score} was calculated</summary>
      <div style={{ marginTop: '0.5rem' }}>
        <ScoreBreakdown items={items} score={score} />
      </div>
    </details>
  );
}

/**
 * 'Personalized Pitch' for one lead: fit score and confidence, insights on the left, the openers
 * (each with its own Copy state) and approach on the right, and how the fit score was made.
 * Renders nothing when the lead has no pitch. A pitch generated for the row also shows what it
 * was written from (the pages of the website, or why the website could not be read). A custom
 * pitch (written for the rep's offer, else from the selected business report) is shown in the same
 * modal with its own pitch, title and the vendor it speaks for; a pitch written for the rep's offer
 * names the product.
 */
export function PitchModal({
  lead,
  onClose,
  pitch = lead?.pitch,
  title = 'Personalized Pitch',
  vendor,
  fromOffer = false,
  reading,
}: {
  lead: Lead | null;
  onClose: () => void;
  pitch?: Pitch | null;
  title?: string;
  /** For a custom pitch: the business whose report it was written from, or the rep's product. */
  vendor?: string;
  /** For a custom pitch: written for the rep's offer (What I sell), named by `vendor`. */
  fromOffer?: boolean;
  /** For a pitch generated for the row: what it was read from. */
  reading?: SiteReading;
}) {
  const email = useCopy();
  const call = useCopy();
  const whole = useCopy();
  if (!lead || !pitch) return null;
  const p = pitchSections(pitch);
  const score = scoreBar(lead.fit_score).value;
  return (
    <Modal
      title={title}
      wide
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div data-testid="pitch-modal" data-kind={vendor ? 'custom' : 'lead'}>
        <PitchHead
          name={lead.name}
          score={score}
          confidence={pitch.confidence_score}
          vendor={vendor}
          offerProduct={whatYouSell(pitch, vendor, fromOffer)}
        />
        {reading && <ReadFrom reading={reading} />}
        {pitch.writer_note && <WriterNote note={pitch.writer_note} />}
        <div className="sm-pitch-cols">
          <div>
            <ListSection title="Key Insights" items={p.key_insights} />
            <ListSection title="Pain Points" items={p.pain_points} />
            <ListSection title="Revenue Opportunities" items={p.opportunity_highlights} />
          </div>
          <div>
            {p.email && (
              <TextSection
                title="Email"
                text={p.email}
                copy={{ copied: whole.copied, onCopy: () => void whole.copy(p.email) }}
              />
            )}
            <TextSection
              title="Email Opener"
              text={p.email_opener}
              copy={{ copied: email.copied, onCopy: () => void email.copy(p.email_opener) }}
            />
            <TextSection
              title="Call Opener"
              text={p.call_opener}
              copy={{ copied: call.copied, onCopy: () => void call.copy(p.call_opener) }}
            />
            <TextSection title="Value Proposition" text={p.value_proposition} />
            <TextSection title="Suggested Approach" text={p.suggested_approach} />
          </div>
        </div>
        {pitch.evidence && pitch.evidence.length > 0 && <EvidenceList items={pitch.evidence} />}
        {lead.score_breakdown && lead.score_breakdown.length > 0 && (
          <HowScored items={lead.score_breakdown} score={score} />
        )}
      </div>
    </Modal>
  );
}
