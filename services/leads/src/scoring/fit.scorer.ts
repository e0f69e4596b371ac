import {
  FIT_THRESHOLDS,
  SCORE_FACTORS,
  type CuisineOption,
  type FitDecision,
  type ScoreContribution,
  type ScoreFactor,
  cuisineCategory,
  cuisineOption,
} from '@leadgen/contracts';
import { DEFAULT_WEIGHTS, type ScoringWeights } from '../env.js';

const DAY_MS = 86_400_000;

export interface ScoreInput {
  cuisine_type: string;
  rating: number | null;
  review_count: number | null;
  location_count: number | null;
  website: string | null;
  phone: string | null;
  hours_known: boolean;
  /** Epoch ms of the opening date, when the source knows it. */
  opened_at: number | null;
  now: number;
}

export interface FitScore {
  fit_score: number;
  fit_decision: FitDecision;
  score_breakdown: ScoreContribution[];
}

export const FACTOR_LABELS: Record<ScoreFactor, string> = {
  cuisine: 'Cuisine fit',
  rating: 'Rating',
  reviews: 'Review volume',
  independence: 'Independent vs chain',
  website: 'Website',
  phone: 'Phone',
  hours: 'Hours listed',
  newness: 'Newly opened',
};

/**
 * The decision at 70/50. A cuisine the catalogue marks tricky (counter service, cafés, bars,
 * desserts) is at best a marginal fit, however well its listing scores: reps close those least.
 */
export function decisionFor(score: number, cuisine?: CuisineOption['category']): FitDecision {
  if (score >= FIT_THRESHOLDS.good) return cuisine === 'tricky' ? 'marginal_fit' : 'good_fit';
  if (score >= FIT_THRESHOLDS.marginal) return 'marginal_fit';
  return 'bad_fit';
}

/** Share (0-1) of each factor's points a lead earns, with the reason shown to the rep. */
export function factorShares(input: ScoreInput): Record<ScoreFactor, { share: number; detail: string }> {
  const category = cuisineCategory(input.cuisine_type);
  const cuisineName = cuisineOption(input.cuisine_type)?.display_name ?? input.cuisine_type.replace(/_/g, ' ');
  const r = input.rating;
  const n = input.review_count;
  const loc = input.location_count;
  const ageDays = input.opened_at === null ? null : Math.floor((input.now - input.opened_at) / DAY_MS);
  return {
    cuisine: {
      share: category === 'strong' ? 1 : category === 'other' ? 0.6 : 0.2,
      detail: `${category === 'strong' ? 'Strong-fit' : category === 'tricky' ? 'Tricky' : 'Average-fit'} cuisine: ${cuisineName}`,
    },
    rating:
      r === null || r === 0
        ? { share: 0.3, detail: 'No rating' }
        : { share: r >= 4.5 ? 1 : r >= 4 ? 0.8 : r >= 3.5 ? 0.5 : r >= 3 ? 0.25 : 0, detail: `Rated ${r.toFixed(1)}` },
    reviews:
      n === null
        ? { share: 0.3, detail: 'Review count unknown' }
        : { share: n <= 0 ? 0 : Math.min(1, Math.log10(1 + n) / 3), detail: `${n} review${n === 1 ? '' : 's'}` },
    independence:
      loc === null
        ? { share: 0.5, detail: 'Location count unknown' }
        : loc <= 1
          ? { share: 1, detail: 'Independent (1 location)' }
          : {
              share: loc <= 5 ? 0.8 : loc <= 10 ? 0.6 : loc <= 50 ? 0.3 : loc <= 200 ? 0.1 : 0,
              detail: `${loc <= 10 ? 'Small group' : loc <= 50 ? 'Regional chain' : 'Large chain'} (${loc} locations)`,
            },
    website: input.website ? { share: 1, detail: 'Has a website' } : { share: 0, detail: 'No website' },
    phone: input.phone ? { share: 1, detail: 'Has a phone number' } : { share: 0, detail: 'No phone number' },
    hours: input.hours_known ? { share: 1, detail: 'Hours listed' } : { share: 0, detail: 'No hours listed' },
    newness:
      ageDays === null
        ? { share: 0, detail: 'Opening date unknown' }
        : ageDays < 0
          ? { share: 1, detail: `Opens in ${-ageDays} day${ageDays === -1 ? '' : 's'}` }
          : ageDays < 365
            ? { share: 1, detail: `Opened ${Math.max(0, Math.floor(ageDays / 30.4))} months ago` }
            : ageDays < 3 * 365
              ? { share: 0.4, detail: `Opened ${Math.floor(ageDays / 365)} year${ageDays < 730 ? '' : 's'} ago` }
              : { share: 0, detail: `Open for ${Math.floor(ageDays / 365)} years` },
  };
}

/** Integers that add up to `total`, each the floor or ceiling of its exact value (largest remainder). */
function apportion(exact: number[], total: number, caps?: number[]): number[] {
  const out = exact.map((x) => Math.floor(x + 1e-9));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x + 1e-9), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let pass = 0; left > 0 && pass < 3; pass++) {
    for (const [, i] of order) {
      if (left <= 0) break;
      if (caps && out[i]! >= caps[i]!) continue;
      if (pass === 0 && exact[i]! === Math.floor(exact[i]!)) continue;
      out[i]! += 1;
      left -= 1;
    }
  }
  return out;
}

/** Per-factor maximum points, scaled so they always share 100. */
export function maxPoints(weights: ScoringWeights): Record<ScoreFactor, number> {
  const sum = SCORE_FACTORS.reduce((a, f) => a + weights[f], 0);
  const exact = SCORE_FACTORS.map((f) => (weights[f] * 100) / sum);
  const ints = apportion(exact, 100);
  return Object.fromEntries(SCORE_FACTORS.map((f, i) => [f, ints[i]!])) as Record<ScoreFactor, number>;
}

export class Scorer {
  private readonly max: Record<ScoreFactor, number>;
  private readonly exactMax: number[];

  constructor(readonly weights: ScoringWeights = DEFAULT_WEIGHTS) {
    this.max = maxPoints(weights);
    const sum = SCORE_FACTORS.reduce((a, f) => a + weights[f], 0);
    this.exactMax = SCORE_FACTORS.map((f) => (weights[f] * 100) / sum);
  }

  /** Score 0-100, the decision at 70/50 (decisionFor), and a breakdown whose points add up to the score exactly. */
  score(input: ScoreInput): FitScore {
    const shares = factorShares(input);
    const exact = SCORE_FACTORS.map((f, i) => shares[f].share * this.exactMax[i]!);
    const total = Math.max(0, Math.min(100, Math.round(exact.reduce((a, b) => a + b, 0))));
    const caps = SCORE_FACTORS.map((f) => this.max[f]);
    const points = apportion(exact, total, caps);
    return {
      fit_score: total,
      fit_decision: decisionFor(total, cuisineCategory(input.cuisine_type)),
      score_breakdown: SCORE_FACTORS.map((f, i) => ({
        factor: f,
        label: FACTOR_LABELS[f],
        points: points[i]!,
        max_points: this.max[f],
        detail: shares[f].detail,
      })),
    };
  }
}
