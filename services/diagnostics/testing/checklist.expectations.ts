import type { FixtureSite } from '@leadgen/site-reader/testing';
import type { DiagnosticResponse, QualityCheckId } from '@leadgen/contracts';

/** What the diagnostic must say about a fixture site, derived from the fixture manifest (the truth of what each site contains). */
export function expectedFromManifest(site: FixtureSite) {
  const h = site.home!;
  const s = site.site!;
  const forms = new Set(s.formPurposes);
  const checks: Record<QualityCheckId, boolean> = {
    https: false, // every fixture is served over plain http
    mobile_viewport: h.viewport,
    title_description: !!h.title && !!h.metaDescription,
    structured_data: h.jsonLdType !== null,
    menu_text: s.menu === 'text',
    click_to_call: s.clickToCall,
    hours: s.hoursOnSite,
    online_ordering: s.onlineOrdering,
    reservations: s.reservations,
    page_weight: true,
    image_alt: h.images.total === 0 || h.images.withAlt / h.images.total >= 0.8,
  };
  const conversions: Pick<
    DiagnosticResponse['conversions']['private_parties'],
    'mentions_parties' | 'has_group_form'
  > & {
    mentions_catering: boolean;
    has_catering_form: boolean;
    has_ordering_system: boolean;
    mentions_hiring: boolean;
    has_job_form: boolean;
    has_newsletter: boolean;
  } = {
    mentions_parties: s.privateEvents,
    has_group_form: forms.has('private_party'),
    mentions_catering: s.catering,
    has_catering_form: forms.has('catering'),
    has_ordering_system: s.onlineOrdering,
    mentions_hiring: s.hiring,
    has_job_form: forms.has('job'),
    has_newsletter: s.newsletter,
  };
  return { platform: site.platform, checks, conversions };
}
