import { renderToStaticMarkup } from 'react-dom/server';
import type { TabBadges } from './tab-badges.logic.js';
import { visibleTabs } from './tabs.logic.js';
import { WorkspaceTabs } from './workspace.tabs.js';

const tabs = visibleTabs(new Set(['search_mfe', 'analysis_mfe', 'diagnostic_mfe', 'outreach_mfe']));
const render = (badges?: TabBadges) =>
  renderToStaticMarkup(<WorkspaceTabs tabs={tabs} active="search" onOpen={() => undefined} badges={badges} />);
/** The Outreach tab's button, from its opening tag to its end. */
const outreachTab = (html: string) => /<button[^>]*id="tab-outreach"[^>]*>[^<]*<\/button>/.exec(html)?.[0] ?? '';

describe('the workspace tab bar', () => {
  it('shows the count on the Outreach tab, and says it in words as the tab’s description', () => {
    const html = render({ outreach: { count: 3, label: '3 unread answers', at: 1 } });
    const tab = outreachTab(html);
    expect(tab).toContain('data-count="3"');
    expect(tab).toContain('aria-describedby="tab-outreach-count"');
    expect(html).toContain('<span id="tab-outreach-count" hidden="">3 unread answers</span>');
  });

  it("keeps the tab's text, and so its name, the label alone: the count and its words are not in it", () => {
    const html = render({ outreach: { count: 3, label: '3 unread answers', at: 1 } });
    expect(outreachTab(html)).toMatch(/>Outreach<\/button>$/);
    // The words sit outside the tab list, so no tab's text holds them.
    const list = /<div[^>]*role="tablist"[^>]*>.*?<\/div>/.exec(html)?.[0] ?? '';
    expect(list).not.toContain('unread');
    expect(list.match(/>([^<>]+)<\/button>/g)).toEqual([
      '>Search Leads</button>',
      '>My Leads</button>',
      '>URL Pitch</button>',
      '>Business Analysis</button>',
      '>Analytics</button>',
      '>Diagnostic Checklist</button>',
      '>Outreach</button>',
    ]);
  });

  it('shows no count at 0 or before one is known, and at most 99+', () => {
    for (const badges of [undefined, {}, { outreach: { count: 0, label: 'no unread answers', at: 1 } }]) {
      const html = render(badges);
      expect(html).not.toContain('data-count');
      expect(html).not.toContain('aria-describedby');
      expect(html).not.toContain('tab-outreach-count');
    }
    expect(outreachTab(render({ outreach: { count: 250, label: '250 unread answers', at: 1 } }))).toContain(
      'data-count="99+"',
    );
  });
});
