import { createEventBus, ENDPOINTS, type RemoteProps } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { OutreachRoot } from './app.js';
import { ANSWER_ROUTE_IDS, SHELL_TOO_OLD_MESSAGE } from './shared/outreach-api.js';

const props = {
  api: { call: () => new Promise(() => undefined), download: () => new Promise(() => undefined) },
  user: { id: 'u1', email: 'rep@example.com' },
  toast: () => undefined,
  navigate: () => undefined,
  events: createEventBus(),
} as unknown as RemoteProps;

describe('the Outreach tab under a shell of another release', () => {
  it("says in words, inside the tab, that the shell's client lacks the Outreach routes, and calls none", () => {
    const older = Object.fromEntries(
      Object.entries(ENDPOINTS).filter(([id]) => !id.startsWith('outreach') && !id.startsWith('suppression')),
    );
    const html = renderToStaticMarkup(<OutreachRoot {...props} endpoints={older} />);
    expect(html).toContain('data-testid="remote-outreach_mfe"');
    expect(html).toContain('Outreach is unavailable');
    expect(html).toContain(SHELL_TOO_OLD_MESSAGE.replace(/'/g, '&#x27;'));
    expect(html).not.toContain('data-testid="outbox"');
  });

  it('shows the outbox, the mailbox and the suppression list under a shell that has them', () => {
    const html = renderToStaticMarkup(<OutreachRoot {...props} endpoints={ENDPOINTS} />);
    expect(html).not.toContain('Outreach is unavailable');
    for (const part of ['outbox', 'mailbox', 'suppressions']) expect(html).toContain(`data-testid="${part}"`);
  });

  it('offers the Outbox and Inbox sub-tabs, the Outbox open first', () => {
    const html = renderToStaticMarkup(<OutreachRoot {...props} endpoints={ENDPOINTS} />);
    expect(html).toContain('role="tablist" aria-label="Outreach sections"');
    expect(html).toMatch(/role="tab" id="or-tab-outbox" aria-selected="true"[^>]*>Outbox</);
    expect(html).toMatch(/role="tab" id="or-tab-inbox" aria-selected="false"[^>]*>Inbox</);
  });

  it('runs without reading answers under a shell built before the inbox routes', () => {
    const older = Object.fromEntries(
      Object.entries(ENDPOINTS).filter(([id]) => !(ANSWER_ROUTE_IDS as readonly string[]).includes(id)),
    );
    const html = renderToStaticMarkup(<OutreachRoot {...props} endpoints={older} />);
    expect(html).not.toContain('Outreach is unavailable');
    expect(html).toContain('data-testid="outbox"');
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain('Inbox');
  });
});
