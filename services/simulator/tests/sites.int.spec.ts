import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_VENDOR_EXAMPLES } from '@leadgen/contracts';
import { demoSiteHosts, demoSiteTruth, startSimulator, type Simulator } from '@leadgen/simulator/testing';
import {
  createSiteReader,
  PROXY_REFUSED_MESSAGE,
  siteReaderOptions,
  siteReaderSettings,
  type SiteReader,
  type SiteReaderError,
} from '@leadgen/site-reader';
import { z } from 'zod';

/**
 * The simulated world's websites read as the product reads any website: the production site
 * reader, crawling through its outbound proxy (the simulator), with the simulator's certificate
 * authority trusted from the file its settings name.
 */
describe("the simulated world's websites, through the production reader and the proxy", () => {
  let sim: Simulator;
  let dataDir: string;
  let reader: SiteReader;
  const sites = demoSiteHosts(40).map((h) => demoSiteTruth(h)!);
  const many = demoSiteHosts(400).map((h) => demoSiteTruth(h)!);
  const normal = sites.find((t) => t.behaviour === 'normal' && !t.chain)!;

  const refusal = async (p: Promise<unknown>): Promise<SiteReaderError> => {
    try {
      await p;
    } catch (err) {
      return err as SiteReaderError;
    }
    throw new Error('expected the read to fail');
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sim-sites-'));
    sim = await startSimulator({ port: 0, mailbox: false, dataDir });
    // Long enough for the proxy's refusals on a busy machine (2 s timed out in CI), short of the slow site's 30 s.
    const env = z.object(siteReaderSettings).parse({ ...sim.settings, SITE_FETCH_TIMEOUT_MS: '8000' });
    reader = createSiteReader(siteReaderOptions(env));
  }, 60_000);

  afterAll(async () => {
    await sim?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reads a restaurant's home page over https as its site answers: the restaurant's name and its pages", async () => {
    const home = await reader.fetchPage(normal.listing_url);
    expect(home).toMatchObject({ status: 200, contentType: 'text/html; charset=utf-8' });
    expect(home.html).toContain(`<title>${normal.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}`);
    for (const p of normal.pages.filter((x) => x !== '/')) expect(home.html).toContain(`https://${normal.host}${p}"`);
    for (const p of normal.pages) expect((await reader.fetchPage(`https://${normal.host}${p}`)).status).toBe(200);
  });

  it("reads a chain location's page on the brand's site", async () => {
    const chain = sites.find((t) => t.chain && t.behaviour === 'normal')!;
    const page = await reader.fetchPage(chain.listing_url);
    expect(page.html).toContain(`https://${chain.host}/locations`);
  });

  it('follows http to https and a moved site, as the real web redirects', async () => {
    const upgraded = await reader.fetchPage(normal.listing_url.replace('https:', 'http:'));
    expect(upgraded.redirects[0]).toBe(normal.listing_url);
    expect(upgraded.status).toBe(200);
    const redirecting = many.find((t) => t.behaviour === 'redirect')!;
    const moved = await reader.fetchPage(redirecting.listing_url);
    expect(moved.redirects).toContain(redirecting.redirect_to);
  });

  it('answers a missing page with 404, a bot wall with 403, a slow site past the time limit, a script shell as an empty app', async () => {
    expect(await refusal(reader.fetchPage(`https://${normal.host}/wp-login.php`))).toMatchObject({
      code: 'HTTP_STATUS',
      status: 404,
    });
    expect(await refusal(reader.fetchPage(many.find((t) => t.behaviour === 'blocked')!.listing_url))).toMatchObject({
      code: 'HTTP_STATUS',
      status: 403,
    });
    expect(await refusal(reader.fetchPage(many.find((t) => t.behaviour === 'slow')!.listing_url))).toMatchObject({
      code: 'TIMEOUT',
    });
    const shell = await reader.fetchPage(many.find((t) => t.behaviour === 'script_shell')!.listing_url);
    expect(shell.html).toContain('<div id="root"></div>');
  });

  it("serves the vendors' sites offered in the Business Analysis form", async () => {
    for (const vendor of DEMO_VENDOR_EXAMPLES) {
      const page = await reader.fetchPage(vendor.url);
      expect(page).toMatchObject({ status: 200, contentType: 'text/html; charset=utf-8' });
      expect(page.html).toContain(vendor.name);
    }
  });

  it('refuses every address that is not one of its sites, and never reaches the network', async () => {
    for (const url of [
      'https://no-restaurant-here.example.net/',
      'https://www.google.com/',
      'http://example.com.attacker.test/',
    ]) {
      expect(await refusal(reader.fetchPage(url))).toMatchObject({
        code: 'FETCH_FAILED',
        message: PROXY_REFUSED_MESSAGE,
      });
    }
    expect(await refusal(reader.fetchPage('http://127.0.0.1:4222/'))).toMatchObject({ code: 'BLOCKED_ADDRESS' });
    expect((await reader.fetchPage(normal.listing_url)).status).toBe(200);
  });

  it("answers the gateway's view of a page as a person sees it, and says when no site has the host", async () => {
    const view = async (p: string): Promise<Record<string, unknown>> =>
      new Promise((resolve, reject) => {
        const req = request(`${sim.url}/sites/${p}`, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString('utf8')));
          res.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>));
        });
        req.on('error', reject);
        req.end();
      });
    const shellSite = many.find((t) => t.behaviour === 'script_shell')!;
    const drawn = await view(`${shellSite.host}/`);
    expect(drawn).toMatchObject({ found: true, status: 200 });
    expect(drawn.body).not.toContain('<div id="root"></div>');
    expect(await view('no-restaurant-here.example.net/')).toMatchObject({ found: false });
  });
});
