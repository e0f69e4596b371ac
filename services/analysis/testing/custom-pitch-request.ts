import { CustomPitchRequestSchema, type CustomPitchRequest } from '@leadgen/contracts';
import { sampleBusinessAnalysis, sampleScoredLead } from '@leadgen/contracts/testing';

/** The sample lead and business report as one custom-pitch request, with any fields replaced. */
export const customPitchRequest = (over: { lead?: object; report?: object } = {}): CustomPitchRequest =>
  CustomPitchRequestSchema.parse({
    lead: { ...sampleScoredLead, ...over.lead },
    business_analysis: { ...sampleBusinessAnalysis, ...over.report },
  });
