import * as An from '../analysis.js';
import { SUBJECTS } from '../subjects.js';
import type { EndpointId } from '../endpoints.js';
import { S, route, type RouteSpec } from './route.js';

/** The routes analysis serves: the pitches and the business analysis. */
export const ANALYSIS_ROUTES = {
  urlPitch: route({
    service: 'analysis',
    subject: SUBJECTS.analysis.urlPitch,
    auth: true,
    timeoutMs: 60 * S,
    request: An.UrlPitchRequestSchema,
    response: An.UrlPitchResponseSchema,
    capability: 'Pitch from a restaurant URL',
    expensive: true,
    usage: 'pitches_generated',
  }),
  businessAnalysis: route({
    service: 'analysis',
    subject: SUBJECTS.analysis.businessAnalysis,
    auth: true,
    timeoutMs: 180 * S,
    request: An.BusinessAnalysisRequestSchema,
    response: An.BusinessAnalysisResponseSchema,
    capability: 'Business analysis',
    expensive: true,
  }),
  leadPitch: route({
    service: 'analysis',
    subject: SUBJECTS.analysis.leadPitch,
    auth: true,
    timeoutMs: 60 * S,
    request: An.LeadPitchRequestSchema,
    response: An.LeadPitchResponseSchema,
    capability: 'Pitch for a lead from its website and listing',
    expensive: true,
    usage: 'pitches_generated',
  }),
  customPitch: route({
    service: 'analysis',
    subject: SUBJECTS.analysis.customPitch,
    auth: true,
    timeoutMs: 60 * S,
    request: An.CustomPitchRequestSchema,
    response: An.CustomPitchResponseSchema,
    capability: 'Custom pitch from your business analysis',
    expensive: true,
    usage: 'pitches_generated',
  }),
} as const satisfies Partial<Record<EndpointId, RouteSpec>>;
