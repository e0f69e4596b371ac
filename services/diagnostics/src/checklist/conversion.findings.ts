import type { DiagnosticResponse } from '@leadgen/contracts';
import type { FindingsRecorder } from './findings.recorder.js';
import { providerNames } from './provider.names.js';
import { onlineOrdering } from './quality.checks.js';
import { formsOf, linksOf, mention, providersOf, type SiteEvidence } from './site.evidence.js';

type Conversions = DiagnosticResponse['conversions'];

const MENTIONS = {
  parties: /\bprivate (?:part(?:y|ies)|events?|dining|rooms?|functions?)\b|\bgroup (?:dining|events?|bookings?)\b|\bbuy-?outs?\b|\bbanquets?\b|\bparty (?:room|packages?)\b|\brehearsal dinners?\b/i,
  catering: /\bcater(?:ing|s|ed|er)?\b/i,
  hiring: /\b(?:now hiring|we(?:'|’)?re hiring|hiring|join (?:our|the) (?:team|crew|family)|careers?|job openings?|jobs|employment|work with us|apply now)\b/i,
};

/** How the site turns guests into private parties, catering orders and job applicants. */
export function conversionFindings(site: SiteEvidence, findings: FindingsRecorder): Conversions {
  return {
    private_parties: privateParties(site, findings),
    catering: catering(site, findings),
    hiring: hiring(site, findings),
  };
}

function privateParties(site: SiteEvidence, findings: FindingsRecorder): Conversions['private_parties'] {
  const partyLinks = linksOf(site, 'private_events');
  const partyMention = mention(site, MENTIONS.parties);
  const mentionsParties = findings.record({
    id: 'conversions.private_parties.mentions_parties',
    label: 'Mentions private parties or events',
    present: partyLinks.length > 0 || !!partyMention,
    evidence: [partyLinks[0]?.evidence, partyMention],
    kinds: ['private_events'],
  });
  const groupForms = formsOf(site, 'events');
  const hasGroupForm = findings.record({
    id: 'conversions.private_parties.has_group_form',
    label: 'Group / private-party inquiry form',
    present: groupForms.length > 0,
    evidence: groupForms.map((f) => f.evidence),
    kinds: ['private_events'],
    detail: groupForms[0]?.provider ?? null,
  });
  const eventProviders = providersOf(site, ['events']);
  const partySoftware = eventProviders.length ? providerNames(eventProviders).join(', ') : null;
  findings.record({
    id: 'conversions.private_parties.party_software',
    label: 'Event booking software',
    present: !!partySoftware,
    evidence: eventProviders.map((p) => p.evidence),
    kinds: ['private_events'],
    detail: partySoftware,
  });
  findings.unavailable('conversions.private_parties.social_posts', 'Social posts about parties', "No data source with social media posts is configured; check the restaurant's social profiles by hand.");
  return { mentions_parties: mentionsParties, has_group_form: hasGroupForm, party_software: partySoftware, social_posts: null };
}

function catering(site: SiteEvidence, findings: FindingsRecorder): Conversions['catering'] {
  const cateringLinks = linksOf(site, 'catering');
  const cateringProviders = providersOf(site, ['catering']);
  const cateringMention = mention(site, MENTIONS.catering);
  const mentionsCatering = findings.record({
    id: 'conversions.catering.mentions_catering',
    label: 'Mentions catering',
    present: cateringLinks.length > 0 || cateringProviders.length > 0 || !!cateringMention,
    evidence: [cateringLinks[0]?.evidence, cateringMention, cateringProviders[0]?.evidence],
    kinds: ['catering'],
  });
  const cateringForms = formsOf(site, 'catering');
  const hasCateringForm = findings.record({
    id: 'conversions.catering.has_catering_form',
    label: 'Catering request form',
    present: cateringForms.length > 0,
    evidence: cateringForms.map((f) => f.evidence),
    kinds: ['catering'],
    detail: cateringForms[0]?.provider ?? null,
  });
  const ordering = onlineOrdering(site);
  const hasOrdering = findings.record({
    id: 'conversions.catering.has_ordering_system',
    label: 'Online ordering system',
    present: ordering.found,
    evidence: [ordering.providers[0]?.evidence, ordering.links[0]?.evidence],
    kinds: ['menu'],
    detail: ordering.names.join(', ') || null,
  });
  const integrations = [...cateringProviders, ...ordering.providers];
  const thirdParty = integrations.length ? providerNames(integrations).join(', ') : null;
  findings.record({
    id: 'conversions.catering.third_party_integration',
    label: 'Third-party ordering / catering integrations',
    present: !!thirdParty,
    evidence: integrations.map((p) => p.evidence),
    kinds: ['catering'],
    detail: thirdParty,
  });
  return { mentions_catering: mentionsCatering, has_catering_form: hasCateringForm, has_ordering_system: hasOrdering, third_party_integration: thirdParty };
}

function hiring(site: SiteEvidence, findings: FindingsRecorder): Conversions['hiring'] {
  const careerLinks = linksOf(site, 'careers');
  const careerProviders = providersOf(site, ['careers']);
  const hiringMention = mention(site, MENTIONS.hiring);
  const mentionsHiring = findings.record({
    id: 'conversions.hiring.mentions_hiring',
    label: 'Mentions hiring / careers',
    present: careerLinks.length > 0 || careerProviders.length > 0 || !!hiringMention,
    evidence: [careerLinks[0]?.evidence, hiringMention, careerProviders[0]?.evidence],
    kinds: ['careers'],
  });
  const jobForms = formsOf(site, 'careers');
  const hasJobForm = findings.record({
    id: 'conversions.hiring.has_job_form',
    label: 'Job application form',
    present: jobForms.length > 0,
    evidence: jobForms.map((f) => f.evidence),
    kinds: ['careers'],
    detail: jobForms[0]?.provider ?? null,
  });
  return { mentions_hiring: mentionsHiring, has_job_form: hasJobForm };
}
