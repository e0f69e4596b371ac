import { chromium } from 'playwright-core';
import { verificationCodeIn } from '../services/simulator/dist/mailbox/mailbox.reader.js';
const base = 'http://localhost:3000';
const email = `rep${Date.now()}@tabletech.example`;
const post = (p, b, token) => fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(b) }).then(async (r) => ({ status: r.status, body: await r.json().catch(() => null) }));
console.log((await post('/api/auth/signup', { email })).status);
const code = await verificationCodeIn('http://127.0.0.1:1080', email);
console.log((await post('/api/auth/verify-email', { email, code })).status);
const done = await post('/api/auth/complete-signup', { email, password: 'Sunny day 42!', first_name: 'Ana', last_name: 'Reyes', role: 'sales_rep', company_name: 'TableTech', company_size: '2-10' });
console.log(done.status);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [w, h] of [[1366, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => m.type() === 'error' && console.log('console error', w, m.text()));
  await page.goto(base + '/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunny day 42!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/app/);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/walk-${w}-search.png`, fullPage: false });
  const city = page.getByLabel('City');
  if (await city.count()) { await city.first().fill('Chicago'); }
  const state = page.getByLabel('State');
  if (await state.count()) { await state.first().selectOption?.('IL').catch(async () => await state.first().fill('IL')); }
  const btn = page.getByRole('button', { name: /search/i });
  if (await btn.count()) await btn.first().click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/walk-${w}-results.png`, fullPage: false });
  for (const tab of ['My Leads', 'Outreach', 'Analytics']) {
    const t = page.getByRole('tab', { name: tab }).or(page.getByRole('link', { name: tab })).or(page.getByRole('button', { name: tab }));
    if (await t.count()) { await t.first().click(); await page.waitForTimeout(2000); await page.screenshot({ path: `/tmp/walk-${w}-${tab.replace(' ', '')}.png` }); }
    else console.log('no tab', tab, w);
  }
  await page.close();
}
await browser.close();
