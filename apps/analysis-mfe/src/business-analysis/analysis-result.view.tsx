import type { BusinessAnalysis } from '@leadgen/contracts';
import { Card, EmptyState } from '@leadgen/ui';
import { TextContent } from '../text/text-content.view.js';
import { hasAnalysisContent } from './business-analysis.logic.js';
import { PipelineStatus, ResultHead, type ReportChoiceProps } from './result-head.view.js';
import {
  BusinessProfileSection,
  PersonaPitchesSection,
  ProblemsSolvedSection,
  Section,
  TargetCustomerSection,
} from './result-sections.view.js';

export interface AnalysisResultProps extends ReportChoiceProps {
  analysis: BusinessAnalysis;
}

const present = (v: unknown) => v !== undefined && v !== null;

/** A free-text part of the report (JSON, markup or plain text), shown only when the analysis has it. */
function TextSection({
  title,
  testId,
  value,
  tone,
}: {
  title: string;
  testId: string;
  value: unknown;
  tone?: 'highlight';
}) {
  if (!present(value)) return null;
  return (
    <Section title={title} testId={testId} tone={tone}>
      <TextContent value={value} />
    </Section>
  );
}

/**
 * The business analysis report, in the order of the copy export: head, pipeline status, then each
 * section the analysis has. The older single-text analysis shows only when there is no core value
 * proposition.
 */
export function AnalysisResult({ analysis: a, ...choice }: AnalysisResultProps) {
  return (
    <div className="lg-stack am-analysis" data-testid="analysis-result">
      <ResultHead analysis={a} {...choice} />
      <PipelineStatus analysis={a} />
      {!hasAnalysisContent(a) && (
        <Card>
          <EmptyState title="No business analysis data available" />
        </Card>
      )}
      <TextSection title="Core Value Proposition" testId="section-core-usp" value={a.coreUSP} tone="highlight" />
      {a.business_profile && <BusinessProfileSection profile={a.business_profile} />}
      <TextSection title="Business Avatar (Step 2)" testId="section-business-avatar" value={a.business_avatar} />
      <TextSection
        title="High-Impact Messaging Brief (Step 3)"
        testId="section-messaging-brief"
        value={a.messaging_brief}
      />
      {a.targetCustomerProfile && <TargetCustomerSection target={a.targetCustomerProfile} />}
      {a.problemsSolved && <ProblemsSolvedSection problems={a.problemsSolved} />}
      {a.persona_pitches && <PersonaPitchesSection pitches={a.persona_pitches} />}
      <TextSection
        title="Strategic Market Positioning"
        testId="section-positioning"
        value={a.overallStrategicPositioning}
      />
      {!a.coreUSP && (
        <TextSection
          title="Strategic Business Analysis"
          testId="section-business-analysis-text"
          value={a.business_analysis_text}
        />
      )}
      <TextSection title="Generated Sales Pitch" testId="section-sales-pitch" value={a.pitch_content} />
    </div>
  );
}
