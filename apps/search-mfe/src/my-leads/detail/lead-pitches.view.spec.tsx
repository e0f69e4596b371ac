import { renderToStaticMarkup } from 'react-dom/server';
import { LeadPitches } from './lead-pitches.view.js';

const none = (emailWrites?: boolean) =>
  renderToStaticMarkup(<LeadPitches pitches={[]} onView={() => undefined} emailWrites={emailWrites} />);

describe("a saved lead's pitches, before it has any", () => {
  it("says 'Email' writes one where the panel offers 'Email'", () => {
    expect(none(true)).toContain('No pitch yet. &#x27;Email&#x27; writes one for its draft');
  });

  it('points to Search Leads alone where there is no Outreach tab', () => {
    expect(none()).toContain('No pitch yet. Pitches generated for this lead in Search Leads are kept here.');
    expect(none()).not.toContain('Email');
  });
});
