import { Card, EmptyState } from '@leadgen/ui';
import { ConfidenceBadge } from '../confidence/confidence-badge.view.js';
import { CopyButton } from '../copy/copy-button.view.js';
import { VisitLink } from '../url/visit-link.view.js';
import {
  generatedByText,
  pitchSections,
  pitchToPlainText,
  type PitchResult,
  type PitchSection,
} from './url-pitch.logic.js';

function ResultHead({ result }: { result: PitchResult }) {
  return (
    <div className="am-result-head">
      <div>
        <h3 className="am-result-name" data-testid="pitch-restaurant">
          {result.name}
        </h3>
        <VisitLink href={result.website} />
      </div>
      <div className="am-badges">
        {result.fitScore !== null && (
          <span className="am-badge am-badge--fit" data-testid="pitch-fit-score">
            Fit Score: {result.fitScore}/100
          </span>
        )}
        <ConfidenceBadge score={result.pitch?.confidence_score} testId="pitch-confidence" />
      </div>
    </div>
  );
}

/** Who wrote the pitch (a language model or the deterministic generator) and how many pages of the site it read. */
function Provenance({ result }: { result: PitchResult }) {
  const writer = generatedByText(result.generatedBy);
  if (!writer) return null;
  const pages = result.pagesRead.length;
  return (
    <p className="am-provenance" data-testid="pitch-generated-by" data-generated-by={result.generatedBy ?? undefined}>
      {writer}
      {pages > 0 && ` Based on ${pages} page${pages === 1 ? '' : 's'} of the website.`}
    </p>
  );
}

function Sections({ sections }: { sections: PitchSection[] }) {
  return (
    <div className="am-pitch-grid">
      {sections.map((s) => (
        <section
          key={s.key}
          className={`am-pitch-section am-pitch-section--${s.kind}`}
          data-testid={`pitch-section-${s.key}`}
        >
          <h4>{s.title}</h4>
          {s.kind === 'list' ? (
            <ul className="am-list">
              {s.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className="am-pitch-text">{s.text}</p>
          )}
        </section>
      ))}
    </div>
  );
}

/** Said when a configured language model's pitch was not used, or was used with statements left out. */
function WriterNote({ note }: { note: string | undefined }) {
  if (!note) return null;
  return (
    <p className="am-provenance" data-testid="pitch-writer-note">
      {note}
    </p>
  );
}

/** 'Generated Pitch': the restaurant, its fit score and confidence, who wrote it, and the sections it has. */
export function PitchResultCard({ result }: { result: PitchResult }) {
  const sections = pitchSections(result.pitch);
  return (
    <Card
      title="Generated Pitch"
      titleAs="h2"
      data-testid="pitch-result"
      actions={
        sections.length > 0 && (
          <CopyButton label="Copy Pitch" getText={() => pitchToPlainText(result)} testId="copy-pitch" />
        )
      }
    >
      <ResultHead result={result} />
      <Provenance result={result} />
      <WriterNote note={result.pitch?.writer_note} />
      {sections.length === 0 ? <EmptyState title="No pitch data available" /> : <Sections sections={sections} />}
    </Card>
  );
}
