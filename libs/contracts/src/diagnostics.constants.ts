/* Diagnostic checklist thresholds, grades and messages, without schemas: the checklist uses them in the browser. */

export const DIAGNOSTIC_THRESHOLDS = {
  strongReviewCount: 1000,
  excellentRating: 4.6,
  goodResponseRate: 50,
  professionalPhotosOutOf: 20,
  qualityScoreOutOf: 100,
} as const;

/** Grades shown next to the Google figures: strong reviews, excellent rating, good response rate, or needs improvement. */
export const GRADE_LABELS = {
  strong: 'Strong',
  excellent: 'Excellent',
  good: 'Good',
  needsImprovement: 'Needs improvement',
} as const;

export const DIAGNOSTIC_FAILED_MESSAGE = 'Failed to analyze website';
export const DIAGNOSTIC_PITCH_FAILED_MESSAGE = 'Failed to generate pitch';
