import type { BusinessAnalysis } from '@leadgen/contracts';
import { Button, Card } from '@leadgen/ui';
import type { ReactNode } from 'react';
import { ConfidenceBadge } from '../confidence/confidence-badge.view.js';
import { CopyButton } from '../copy/copy-button.view.js';
import { VisitLink } from '../url/visit-link.view.js';
import { analysisToPlainText, companyName, formatAnalysedDate } from './business-analysis.logic.js';
import { pipelineTiles } from './steps.logic.js';

export interface ReportChoiceProps {
  /** True when this report is the one custom pitches use. */
  selected: boolean;
  onSelect: () => void;
  onGoToSearch: () => void;
  /** 'Use as what I sell' and what it says once done. */
  offerChoice?: ReactNode;
}

/** 'Use for Custom Pitches', or once chosen, the mark that it is used and the way to Search Leads. */
function ReportChoice({ selected, onSelect, onGoToSearch }: Omit<ReportChoiceProps, 'offerChoice'>) {
  if (!selected) {
    return (
      <Button variant="secondary" size="sm" onClick={onSelect} data-testid="use-report">
        Use for Custom Pitches
      </Button>
    );
  }
  return (
    <>
      <span className="am-selected" data-testid="report-selected">
        ✓ Used for custom pitches
      </span>
      <Button variant="ghost" size="sm" onClick={onGoToSearch}>
        Go to Search Leads
      </Button>
    </>
  );
}

/** The report's head: whose analysis it is, its site, confidence and date, Copy Analysis, 'Use as what I sell' and the custom-pitch choice. */
export function ResultHead({
  analysis: a,
  offerChoice,
  ...choice
}: { analysis: BusinessAnalysis } & ReportChoiceProps) {
  const date = formatAnalysedDate(a.created_at);
  return (
    <Card className="am-analysis-head">
      <div className="am-result-head">
        <div>
          <p className="am-eyebrow">Business Analysis Report</p>
          <h2 className="am-result-name" data-testid="analysis-company">
            {companyName(a)}
          </h2>
          <div className="am-meta">
            <VisitLink href={a.website_url} />
            <ConfidenceBadge score={a.confidence_score} testId="analysis-confidence" />
            {date && (
              <span className="lg-muted" data-testid="analysis-date">
                Analyzed {date}
              </span>
            )}
          </div>
        </div>
        <div className="am-head-actions">
          <CopyButton label="Copy Analysis" getText={() => analysisToPlainText(a)} testId="copy-analysis" />
          {offerChoice}
          <ReportChoice {...choice} />
        </div>
      </div>
    </Card>
  );
}

/** One tile per step: its colour says whether it ran, failed or was skipped. */
export function PipelineStatus({ analysis }: { analysis: BusinessAnalysis }) {
  return (
    <Card title="Four-Step Pipeline Status" titleAs="h3" data-testid="pipeline-status">
      <div className="am-tiles">
        {pipelineTiles(analysis.pipeline_steps).map((t) => (
          <div
            key={t.step.key}
            className={`am-tile am-tile--${t.tone}`}
            data-testid={`pipeline-tile-${t.step.key}`}
            data-tone={t.tone}
          >
            <span className="am-tile__step">Step {t.step.number}</span>
            <span className="am-tile__name">{t.step.name}</span>
            <span className="am-tile__status" title={t.status}>
              {t.label}
            </span>
          </div>
        ))}
      </div>
    </Card>
  );
}
