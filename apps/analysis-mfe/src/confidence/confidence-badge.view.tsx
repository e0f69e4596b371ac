import { confidencePercent } from './confidence.logic.js';

/** 'Confidence: N%' beside a report's name; nothing when the score is missing or 0. */
export function ConfidenceBadge({ score, testId }: { score: unknown; testId: string }) {
  const confidence = confidencePercent(score);
  if (confidence === null) return null;
  return (
    <span className="am-badge" data-testid={testId}>
      Confidence: {confidence}%
    </span>
  );
}
