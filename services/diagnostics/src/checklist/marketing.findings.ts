import type { DiagnosticEvidence, DiagnosticResponse } from '@leadgen/contracts';
import type { FindingsRecorder } from './findings.recorder.js';
import { providerName } from './provider.names.js';
import { formsOf, linksOf, providersOf, type SiteEvidence } from './site.evidence.js';

type Marketing = DiagnosticResponse['marketing'];

const LINKED_NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
] as const;

/** How the site keeps guests coming back: social profiles and an e-mail newsletter. */
export function marketingFindings(site: SiteEvidence, findings: FindingsRecorder): Marketing {
  return { social: socialProfiles(site, findings), email: newsletter(site, findings) };
}

/** The first profile linked for each network; Facebook and Instagram are findings of their own. */
function socialProfiles(site: SiteEvidence, findings: FindingsRecorder): Marketing['social'] {
  const social = new Map<string, { url: string; evidence: DiagnosticEvidence }>();
  for (const s of site.pages.flatMap((p) => p.social))
    if (!social.has(s.network)) social.set(s.network, { url: s.url, evidence: s.evidence });
  for (const [network, name] of LINKED_NETWORKS) {
    const s = social.get(network);
    findings.record({
      id: `marketing.social.${network}`,
      label: `${name} profile linked`,
      present: !!s,
      evidence: [s?.evidence],
      kinds: [],
      detail: s?.url ?? null,
    });
    findings.unavailable(
      `marketing.social.${network}.posting_frequency`,
      `${name} posting frequency`,
      'No data source with posting activity is configured.',
    );
  }
  return {
    facebook: { posting_frequency: null, url: social.get('facebook')?.url ?? null },
    instagram: { posting_frequency: null, url: social.get('instagram')?.url ?? null },
    profiles: [...social].map(([network, s]) => ({ network, url: s.url })),
  };
}

function newsletter(site: SiteEvidence, findings: FindingsRecorder): Marketing['email'] {
  const forms = formsOf(site, 'newsletter');
  const providers = providersOf(site, ['newsletter']);
  const links = linksOf(site, 'newsletter');
  const provider = providers[0] ? providerName(providers[0].provider) : null;
  const hasNewsletter = findings.record({
    id: 'marketing.email.has_newsletter',
    label: 'Newsletter / email sign-up',
    present: forms.length > 0 || providers.length > 0,
    evidence: [forms[0]?.evidence, providers[0]?.evidence, links[0]?.evidence],
    kinds: [],
    detail: provider,
  });
  return { has_newsletter: hasNewsletter, provider };
}
