import type { DiagnosticResponse } from '@leadgen/contracts';
import type { FormFact, LinkKind, ProviderCategory } from '@leadgen/site-reader';
import type { FindingsRecorder } from './findings.recorder.js';
import { providerNames } from './provider.names.js';
import { onlineOrdering } from './quality.checks.js';
import { formsOf, linksOf, mention, providersOf, type SiteEvidence } from './site.evidence.js';

type Conversions = DiagnosticResponse['conversions'];

const MENTIONS = {
  parties:
    /\bprivate (?:part(?:y|ies)|events?|dining|rooms?|functions?)\b|\bgroup (?:dining|events?|bookings?)\b|\bbuy-?outs?\b|\bbanquets?\b|\bparty (?:room|packages?)\b|\brehearsal dinners?\b/i,
  catering: /\bcater(?:ing|s|ed|er)?\b/i,
  hiring:
    /\b(?:now hiring|we(?:'|’)?re hiring|hiring|join (?:our|the) (?:team|crew|family)|careers?|job openings?|jobs|employment|work with us|apply now)\b/i,
};

/** How the site turns guests into private parties, catering orders and job applicants. */
export function conversionFindings(site: SiteEvidence, findings: FindingsRecorder): Conversions {
  return {
    private_parties: privateParties(site, findings),
    catering: catering(site, findings),
    hiring: hiring(site, findings),
  };
}

/** One topic's "mentions it" finding: a link to its page, a provider for it, or the words on the site. */
interface MentionTopic {
  id: string;
  label: string;
  page: LinkKind;
  providers: ProviderCategory[];
  words: RegExp;
}

function recordMention(site: SiteEvidence, findings: FindingsRecorder, t: MentionTopic): boolean | null {
  const links = linksOf(site, t.page);
  const providers = t.providers.length ? providersOf(site, t.providers) : [];
  const said = mention(site, t.words);
  return findings.record({
    id: t.id,
    label: t.label,
    present: links.length > 0 || providers.length > 0 || !!said,
    evidence: [links[0]?.evidence, said, providers[0]?.evidence],
    kinds: [t.page],
  });
}

/** One topic's form finding: a form for that purpose, named by its provider when it has one. */
function recordForm(
  site: SiteEvidence,
  findings: FindingsRecorder,
  t: { id: string; label: string; purpose: FormFact['purpose']; page: LinkKind },
): boolean | null {
  const forms = formsOf(site, t.purpose);
  return findings.record({
    id: t.id,
    label: t.label,
    present: forms.length > 0,
    evidence: forms.map((f) => f.evidence),
    kinds: [t.page],
    detail: forms[0]?.provider ?? null,
  });
}

function privateParties(site: SiteEvidence, findings: FindingsRecorder): Conversions['private_parties'] {
  const mentionsParties = recordMention(site, findings, {
    id: 'conversions.private_parties.mentions_parties',
    label: 'Mentions private parties or events',
    page: 'private_events',
    providers: [],
    words: MENTIONS.parties,
  });
  const hasGroupForm = recordForm(site, findings, {
    id: 'conversions.private_parties.has_group_form',
    label: 'Group / private-party inquiry form',
    purpose: 'private_party',
    page: 'private_events',
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
  findings.unavailable(
    'conversions.private_parties.social_posts',
    'Social posts about parties',
    "No data source with social media posts is configured; check the restaurant's social profiles by hand.",
  );
  return {
    mentions_parties: mentionsParties,
    has_group_form: hasGroupForm,
    party_software: partySoftware,
    social_posts: null,
  };
}

function catering(site: SiteEvidence, findings: FindingsRecorder): Conversions['catering'] {
  const mentionsCatering = recordMention(site, findings, {
    id: 'conversions.catering.mentions_catering',
    label: 'Mentions catering',
    page: 'catering',
    providers: ['catering'],
    words: MENTIONS.catering,
  });
  const hasCateringForm = recordForm(site, findings, {
    id: 'conversions.catering.has_catering_form',
    label: 'Catering request form',
    purpose: 'catering',
    page: 'catering',
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
  const integrations = [...providersOf(site, ['catering']), ...ordering.providers];
  const thirdParty = integrations.length ? providerNames(integrations).join(', ') : null;
  findings.record({
    id: 'conversions.catering.third_party_integration',
    label: 'Third-party ordering / catering integrations',
    present: !!thirdParty,
    evidence: integrations.map((p) => p.evidence),
    kinds: ['catering'],
    detail: thirdParty,
  });
  return {
    mentions_catering: mentionsCatering,
    has_catering_form: hasCateringForm,
    has_ordering_system: hasOrdering,
    third_party_integration: thirdParty,
  };
}

function hiring(site: SiteEvidence, findings: FindingsRecorder): Conversions['hiring'] {
  const mentionsHiring = recordMention(site, findings, {
    id: 'conversions.hiring.mentions_hiring',
    label: 'Mentions hiring / careers',
    page: 'careers',
    providers: ['careers'],
    words: MENTIONS.hiring,
  });
  const hasJobForm = recordForm(site, findings, {
    id: 'conversions.hiring.has_job_form',
    label: 'Job application form',
    purpose: 'job',
    page: 'careers',
  });
  return { mentions_hiring: mentionsHiring, has_job_form: hasJobForm };
}
