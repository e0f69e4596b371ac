// The steps both team browser tests take: opening Account Settings at the Team tab, and reading
// an invite from the simulator's mailbox as the invited rep would.
import type { Page } from 'playwright-core';
import { mailsTo } from '@leadgen/simulator/testing';

/** Opens Account Settings at the Team tab, and waits for the tab to be selected and its panel to load. */
export async function openTeamTab(page: Page, webUrl: string, path = '/app/account?tab=team'): Promise<void> {
  await page.goto(`${webUrl}${path}`);
  await page.getByRole('tab', { name: 'Team', selected: true }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByTestId('team-tab').waitFor({ state: 'visible' });
}

/** The newest invite mailed to `to`, as the rep reads it: its code, and its link's path and query. */
export async function mailedInvite(mailboxUrl: string, to: string): Promise<{ code: string; path: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = (await mailsTo(mailboxUrl, to)).at(-1)?.text ?? '';
    const code = /Your invite code: ([A-Z0-9]{6,12})/.exec(text)?.[1];
    const link = /Join: (\S+)/.exec(text)?.[1];
    if (code && link) {
      const url = new URL(link);
      return { code, path: url.pathname + url.search };
    }
    if (Date.now() > deadline) throw new Error(`no team invite for ${to} in the mailbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
