import { createLogger } from '@leadgen/service-kit';
import type { LeadsEnv } from '../env.js';
import { createLocationEstimator } from '../locations/model-location.estimator.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { GoogleProvider } from './google.provider.js';
import type { LeadProvider } from './lead.provider.js';
import { OsmProvider } from './osm.provider.js';

/** Builds the provider LEADS_PROVIDER names, with the model's location estimates when a model is configured. */
export function createProvider(env: LeadsEnv, scorer = new Scorer(env.LEADS_SCORING_WEIGHTS)): LeadProvider {
  const logger = createLogger('leads', env.LOG_LEVEL);
  const estimator = () => {
    const made = createLocationEstimator(env, logger);
    logger.info(
      { estimator: made?.name ?? null },
      made
        ? 'location counts the data cannot give are estimated by the language model'
        : 'no location estimates: leads the data cannot count say unknown',
    );
    return made;
  };
  switch (env.LEADS_PROVIDER) {
    case 'google':
      return new GoogleProvider(
        {
          apiKey: env.GOOGLE_PLACES_API_KEY ?? '',
          baseUrl: env.GOOGLE_PLACES_BASE_URL,
          timeoutMs: env.GOOGLE_PLACES_TIMEOUT_MS,
          maxPages: env.GOOGLE_PLACES_MAX_PAGES,
          territoryMaxCalls: env.GOOGLE_PLACES_TERRITORY_MAX_CALLS,
          territoryConcurrency: env.GOOGLE_PLACES_TERRITORY_CONCURRENCY,
          prices: {
            proPer1000: env.GOOGLE_PLACES_PRICE_PRO,
            enterprisePer1000: env.GOOGLE_PLACES_PRICE_ENTERPRISE,
            atmospherePer1000: env.GOOGLE_PLACES_PRICE_ATMOSPHERE,
          },
          estimator: estimator(),
        },
        scorer,
      );
    case 'osm':
      return new OsmProvider(
        { url: env.OVERPASS_URL, timeoutMs: env.OVERPASS_TIMEOUT_MS, estimator: estimator() },
        scorer,
      );
  }
}
