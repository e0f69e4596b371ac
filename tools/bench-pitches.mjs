// Pitch quality: how a rep would read the per-row pitches of one city, for each of the five simulated
// vendors' offers. Searches 50 leads with websites in one city, sets each vendor's offer ('What I sell',
// made from a Business Analysis of the vendor's simulated site; on a tree without the offer routes the
// vendor is passed as the pitch's seller), asks 'Generate Pitch' (POST /api/pitches/lead) for every
// lead, and scores what comes back against the simulated sites' truth:
// - the most repeated sentence's share: sentences of the email opener, call opener and value
//   proposition, the restaurant's, the rep's and the company's names masked, counted once a pitch
//   (target <= 10%);
// - restaurant details per pitch, in the email opener and value proposition, two ways: the site's own
//   (dishes, prices, years, events and platforms of its simulated site), and the site's with the
//   listing's specifics the script can check against the listing (street or location name, hours,
//   number of locations, rating with its reviews) (target >= 2 in every pitch: the least and the share);
// - contradictions: a pitch saying the site lacks ordering, reservations, catering, private events,
//   hiring or a newsletter that the site has (target 0);
// - pitches naming the offer's product (target 100%);
// - the cold emails read by the email linter (tools/bench-pitches.emails.mjs): violations of each
//   rule over all 300 emails (target 0), and the most repeated sentence (target <= 10%).
// The same leads are pitched once more with no offer set, for the rep's company only (the profile's
// company name), and scored the same way.
// The old writer's figures (tools/bench-pitches.baseline.json) are printed beside.
// Usage: node tools/bench-pitches.mjs. Settings: BENCH_PITCH_LEADS (default 50), BENCH_PITCH_CITY
// (default 'Austin, TX'), BENCH_PITCH_SAVE=<file> writes the figures there (how the baseline was made),
// BENCH_PITCH_NO_BUILD=1 skips the build, BENCH_PITCH_DUMP=<file> writes every pitch with what was found in it.
import './node-version.mjs';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { signIn, withBenchStack } from './bench-kit.mjs';
import { restaurantDetails } from './bench-pitches.details.mjs';
import { lintEmails, reportEmails } from './bench-pitches.emails.mjs';
import { dump, report, score, scoreSet } from './bench-pitches.score.mjs';
import { root } from './stack.mjs';

const LEADS = Number(process.env.BENCH_PITCH_LEADS ?? 50);
const [CITY, STATE] = (process.env.BENCH_PITCH_CITY ?? 'Austin, TX').split(',').map((s) => s.trim());
const BASELINE = path.join(path.dirname(new URL(import.meta.url).pathname), 'bench-pitches.baseline.json');
const CONCURRENCY = 4;
/** The rep who signs the offers. */
const SENDER = { name: 'Sam Rivera', title: 'Account Executive' };

const load = (p) => import(pathToFileURL(path.join(root, p)).href);

// ---------------------------------------------------------------------------------------------

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

/** An offer from a Business Analysis, for a tree without offerFromAnalysis (the old writer's). */
function offerOf(analysis, vendor) {
  const features = analysis.business_profile?.features ?? [];
  return {
    company_name: analysis.company_name || vendor.name,
    product_name: analysis.company_name || vendor.name,
    category: 'other',
    value_points: (features.length ? features : [{ feature: vendor.category, benefit: vendor.category }])
      .slice(0, 5)
      .map((f) => ({ text: f.benefit || f.feature, proof: null })),
    suits: '',
    call_to_action: 'a 15-minute call this week',
    sender_name: SENDER.name,
    sender_title: SENDER.title,
    website_url: vendor.url,
  };
}

/** What the old Search page sent with a pitch: the selected report's company, pitch and features. */
function sellerOf(analysis, vendor) {
  const profile = analysis.business_profile;
  return {
    company_name: analysis.company_name || vendor.name,
    website_url: vendor.url,
    ...(profile?.description ? { value_proposition: profile.description.slice(0, 600) } : {}),
    offers: (profile?.features ?? []).slice(0, 20).map((f) => f.feature.slice(0, 200)),
  };
}

// Last, so every helper above is defined before the run.
const figures = await withBenchStack(
  async ({ gatewayUrl }) => {
    const contracts = await load('libs/contracts/dist/index.js');
    const { demoWorld } = await load('services/simulator/dist/world/sites/demo-sites.world.js');
    const world = demoWorld();
    const token = await signIn(gatewayUrl, 'bench-pitches@example.com');
    const call = async (method, url, body) => {
      const res = await fetch(`${gatewayUrl}${url}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await res.json().catch(() => null);
      return { ok: res.ok, status: res.status, answer };
    };
    const must = async (method, url, body) => {
      const r = await call(method, url, body);
      if (!r.ok) throw new Error(`${method} ${url} answered ${r.status}: ${JSON.stringify(r.answer).slice(0, 300)}`);
      return r.answer;
    };

    // The same leads every run: a fresh simulator builds the city's pages on the first search, which
    // can then stop tiles early for time; the second search reads them built.
    const criteria = { city: CITY, state: STATE, limit: 100 };
    await must('POST', '/api/leads/search', criteria);
    const { leads: found } = await must('POST', '/api/leads/search', criteria);
    const leads = found.filter((l) => l.website).slice(0, LEADS);
    if (leads.length < LEADS) throw new Error(`only ${leads.length} leads with websites in ${CITY}`);
    const details = new Map(leads.map((l) => [l, restaurantDetails(l, world)]));

    const perOffer = [];
    for (const vendor of contracts.DEMO_VENDOR_EXAMPLES) {
      const { analysis_data: analysis } = await must('POST', '/api/analyze_business_url', {
        website_url: vendor.url,
        selected_steps: { step1: true, step2: true, step3: true, step4: true },
      });
      const offer = contracts.offerFromAnalysis
        ? contracts.offerFromAnalysis(analysis, SENDER)
        : offerOf(analysis, vendor);
      const put = await call('PUT', '/api/account/offer', { offer });
      const via = put.ok ? 'offer' : 'seller';
      // The old API has no offer: the vendor's report is passed with each pitch, as its Search page did.
      const seller = put.ok ? undefined : sellerOf(analysis, vendor);
      const pitches = await mapLimit(leads, CONCURRENCY, async (lead) => {
        const { pitch_content: pitch } = await must('POST', '/api/pitches/lead', {
          lead,
          ...(seller ? { seller } : {}),
        });
        return { lead, pitch };
      });
      perOffer.push({ vendor: vendor.name, product: offer.product_name, offer, via, pitches });
    }
    await call('PUT', '/api/account/offer', { offer: null });
    // No offer: the rep's company only, as the profile names it (the first vendor's name).
    const company = contracts.DEMO_VENDOR_EXAMPLES[0];
    await must('PATCH', '/api/account/profile', { company_name: company.name, company_website: company.url });
    const bare = await mapLimit(leads, CONCURRENCY, async (lead) => {
      const { pitch_content: pitch } = await must('POST', '/api/pitches/lead', { lead });
      return { lead, pitch };
    });
    const none = {
      vendor: 'no offer',
      product: company.name,
      offer: { company_name: company.name, product_name: company.name, sender_name: '' },
      via: 'profile',
      pitches: bare,
    };
    if (process.env.BENCH_PITCH_DUMP) dump(process.env.BENCH_PITCH_DUMP, [...perOffer, none], details);
    const scored = score(perOffer, details);
    const noOffer = scoreSet(
      bare.map((p) => ({ ...p, product: none.product, offer: none.offer })),
      details,
    );
    const emails = await lintEmails([...perOffer, none]);
    return { ...scored, no_offer: { company: company.name, ...noOffer }, emails };
  },
  { build: !process.env.BENCH_PITCH_NO_BUILD },
);

// The build is of the working tree: a commit with uncommitted changes says so.
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
const result = { commit, date: new Date().toISOString(), city: `${CITY}, ${STATE}`, leads: LEADS, ...figures };
if (process.env.BENCH_PITCH_SAVE) writeFileSync(process.env.BENCH_PITCH_SAVE, `${JSON.stringify(result, null, 2)}\n`);
const baseline =
  path.resolve(process.env.BENCH_PITCH_SAVE ?? '') !== BASELINE && existsSync(BASELINE)
    ? JSON.parse(readFileSync(BASELINE, 'utf8'))
    : null;
report(result, baseline);
if (result.emails) console.log(`\n${reportEmails(result.emails)}`);
