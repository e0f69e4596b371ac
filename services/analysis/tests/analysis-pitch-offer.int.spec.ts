import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import {
  LeadPitchResponseSchema,
  SearchPitchesResponseSchema,
  SUBJECTS,
  UrlPitchResponseSchema,
  type Offer,
  type Pitch,
} from '@leadgen/contracts';
import { sampleBusinessAnalysis, sampleScoredLead } from '@leadgen/contracts/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { AnalysisEnvSchema, AnalysisModule } from '@leadgen/analysis/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import {
  demoSiteHosts,
  demoSiteTruth,
  startSimulator,
  type DemoSiteTruth,
  type Simulator,
} from '@leadgen/simulator/testing';
import { gatewayClient, type RunningAccounts, type SignedInRep, startAccounts } from '@leadgen/test-kit';

/** Simulated sites a reader can read (a blocked, slow or script-drawn site shows nothing to contradict). */
const READABLE = new Set<DemoSiteTruth['behaviour']>(['normal', 'redirect']);
const SITES = 50;

const POS: Offer = {
  company_name: 'TableTech',
  product_name: 'TableTech POS',
  category: 'pos',
  value_points: [
    { text: 'Cuts card fees', proof: '2.49% per swipe' },
    { text: 'Tabs that follow the guest from bar to table', proof: null },
  ],
  suits: 'full-service restaurants with a bar',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Maria Lopez',
  sender_title: 'Account Executive',
};
const ORDERING: Offer = {
  ...POS,
  company_name: 'OrderUp',
  product_name: 'OrderUp Direct',
  category: 'online_ordering',
  value_points: [{ text: 'Commission-free online ordering from your own site', proof: '0% commission' }],
  sender_name: 'Sam Diaz',
  sender_title: 'Partnerships',
};
const BOOKING: Offer = {
  ...POS,
  company_name: 'BookIt',
  product_name: 'BookIt Tables',
  category: 'reservations',
  value_points: [{ text: 'Takes bookings online at any hour', proof: '30% fewer no-shows' }],
  sender_name: 'Lee Park',
  sender_title: '',
};

/** What a pitch would have to say to call a capability missing: a negation a few words before it. */
const NEGATION =
  "no|not|without|lacks?|missing|never|couldn'?t|can'?t|cannot|didn'?t|don'?t|doesn'?t|isn'?t|found none|none";
const absent = (topic: string) => new RegExp(`\\b(?:${NEGATION})\\b(?:\\W+\\w+){0,6}?\\W+(?:${topic})`, 'i');
const CLAIMS_MISSING: Record<string, RegExp> = {
  ordering: absent('order(?:ing)? online|online order(?:ing)?|takeout'),
  reservations: absent('reservations?|book(?:ing)? a table|online booking'),
  catering: absent('catering'),
  private_events: absent('private events?|private dining|parties'),
  careers: absent('careers|hiring'),
  newsletter: absent('email sign-up|mailing list|newsletter'),
};

/** What the site's truth says it has. */
function has(t: DemoSiteTruth): Record<keyof typeof CLAIMS_MISSING, boolean> {
  const offered = (o: DemoSiteTruth['catering']) => o.mentioned || o.page || o.form || !!o.provider;
  return {
    ordering: t.ordering.kind !== 'none',
    reservations: !!t.reservations.provider,
    catering: offered(t.catering),
    private_events: offered(t.private_events),
    careers: offered(t.careers),
    newsletter: t.newsletter.present,
  };
}

/** The most repeated sentence's share of the pitches, the restaurant's and the rep's names masked. */
function mostRepeated(written: { pitch: Pitch; names: string[] }[]): { share: number; sentence: string } {
  const counts = new Map<string, number>();
  for (const { pitch, names } of written) {
    const seen = new Set<string>();
    for (const part of [pitch.email_opener, pitch.call_opener, pitch.value_proposition])
      for (let s of part.split(/(?<=[.!?])\s+/)) {
        for (const n of names) s = s.split(n).join('X');
        if (s.split(/\s+/).length < 4 || seen.has(s)) continue;
        seen.add(s);
        counts.set(s, (counts.get(s) ?? 0) + 1);
      }
  }
  const [sentence, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { share: n / Math.max(1, written.length), sentence };
}

const prose = (p: Pitch) => [
  p.email_opener,
  p.call_opener,
  p.value_proposition,
  p.suggested_approach,
  ...p.pain_points,
  ...p.key_insights,
];

/**
 * Pitches speak for what the rep sells (set through accounts' own route) on every surface, and never
 * call a capability missing that a simulated site has, whatever the rep sells. Runs the analysis,
 * accounts and the gateway in-process; sites are read through the simulator's proxy.
 */
describe("pitches for the rep's offer, over the simulated restaurant sites", () => {
  let simulator: Simulator;
  let dataDir: string;
  let analysis: INestMicroservice;
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let nc: NatsConnection;
  const reps: Record<string, SignedInRep> = {};
  let sites: DemoSiteTruth[];

  /** Asks analysis over NATS as the given rep, as the gateway and leads do (no plan limit in the way of a sweep). */
  async function ask<T>(subject: string, rep: SignedInRep, body: unknown): Promise<T> {
    const id = `t-${Math.random()}`;
    const msg = await nc.request(
      subject,
      JSON.stringify({
        pattern: subject,
        id,
        data: { request_id: id, caller: { id: rep.userId, email: rep.email }, ip: '127.0.0.1', body },
      }),
      { timeout: 20_000 },
    );
    const reply = msg.json<{ response?: T; err?: unknown } & T>();
    if (reply.err) throw new Error(JSON.stringify(reply.err));
    return (reply.response ?? reply) as T;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pitch-offer-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir });
    gateway = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        EXPENSIVE_RATE_PER_MINUTE: '100000',
      }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    analysis = await startTestService(
      'analysis',
      AnalysisModule.forRoot(
        AnalysisEnvSchema.parse({
          NATS_URL: testNatsUrl(),
          NODE_ENV: 'test',
          SITE_FETCH_TIMEOUT_MS: '2500',
          SITE_PROXY_URL: simulator.settings.SITE_PROXY_URL,
          SITE_PROXY_CA_FILE: simulator.settings.SITE_PROXY_CA_FILE,
        }),
        silentLogger(),
      ),
    );
    nc = await connect({ servers: testNatsUrl() });
    for (const [key, offer] of [
      ['pos', POS],
      ['ordering', ORDERING],
      ['booking', BOOKING],
    ] as const) {
      reps[key] = await accounts.signIn(gateway.url);
      const saved = await gatewayClient(gateway.url, reps[key]!.token).call('offerPut', { offer });
      expect(saved.offer).toMatchObject({ product_name: offer.product_name });
    }
    reps.none = await accounts.signIn(gateway.url);
    sites = demoSiteHosts(SITES * 2)
      .map((h) => demoSiteTruth(h)!)
      .filter((t) => READABLE.has(t.behaviour))
      .slice(0, SITES);
  }, 90_000);

  afterAll(async () => {
    await nc?.drain();
    await analysis?.close();
    await gateway?.close();
    await accounts?.close();
    await simulator?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('speaks for the offer on the URL pitch, the row pitch, the search pitches and Custom Pitch', async () => {
    const rep = gatewayClient(gateway.url, reps.pos!.token);
    const site = sites[0]!;
    const url = UrlPitchResponseSchema.parse(await rep.call('urlPitch', { website_url: site.listing_url }));
    const lead = LeadPitchResponseSchema.parse(
      await rep.call('leadPitch', { lead: { ...sampleScoredLead, website: site.listing_url } }),
    );
    const search = SearchPitchesResponseSchema.parse(
      await ask(SUBJECTS.analysis.searchPitches, reps.pos!, {
        name: sampleScoredLead.name,
        website: null,
        cuisine_type: sampleScoredLead.cuisine_type,
        address: sampleScoredLead.address,
        google_rating: sampleScoredLead.google_rating,
        review_count: sampleScoredLead.review_count,
        fit_score: 80,
      }),
    );
    const custom = await rep.call('customPitch', { lead: sampleScoredLead, business_analysis: sampleBusinessAnalysis });
    for (const p of [url.pitch_content, lead.pitch_content, search.pitch, custom.pitch_content]) {
      expect(p.offer_product).toBe('TableTech POS');
      expect(p.email_opener).toContain("I'm Maria Lopez, Account Executive at TableTech");
      expect(p.email_opener).toContain('TableTech POS');
      expect(p.email_opener).toContain('a 15-minute call this week');
      expect(p.evidence?.some((e) => e.source === 'What I sell')).toBe(true);
    }
    // The rep's own company on Custom Pitch, not the selected report's.
    expect(custom.vendor.company_name).toBe('TableTech');
  });

  it('speaks for no offer when the rep has none, plainly', async () => {
    const p = UrlPitchResponseSchema.parse(
      await ask(SUBJECTS.analysis.urlPitch, reps.none!, { website_url: sites[1]!.listing_url }),
    ).pitch_content;
    expect(p.offer_product).toBeUndefined();
    expect(p.email_opener).not.toMatch(/We help|I work with|reaching out from/);
  });

  it("never calls missing what a simulated site has, for any offer, and names the site's own details", async () => {
    const wrong: string[] = [];
    let withTwoDetails = 0;
    let pitches = 0;
    const shares: string[] = [];
    const offers = { pos: POS, ordering: ORDERING, booking: BOOKING, none: null };
    for (const key of ['pos', 'ordering', 'booking', 'none'] as const) {
      const written: { pitch: Pitch; names: string[] }[] = [];
      const offer = offers[key];
      const repNames = offer
        ? [offer.product_name, offer.company_name, offer.sender_name, offer.sender_name.split(' ')[0]!]
        : [];
      for (let i = 0; i < sites.length; i += 6) {
        const batch = sites.slice(i, i + 6);
        const read = await Promise.all(
          batch.map((t) =>
            ask<unknown>(SUBJECTS.analysis.urlPitch, reps[key]!, { website_url: t.listing_url })
              .then((r) => UrlPitchResponseSchema.parse(r).pitch_content)
              .catch(() => null),
          ),
        );
        read.forEach((p, j) => {
          if (!p) return;
          pitches++;
          const truth = batch[j]!;
          written.push({ pitch: p, names: [truth.name, ...repNames] });
          const haves = has(truth);
          for (const [cap, re] of Object.entries(CLAIMS_MISSING))
            for (const text of prose(p))
              if (haves[cap as keyof typeof haves] && re.test(text))
                wrong.push(`${truth.host} (${key}) ${cap}: ${text}`);
          const sourced = new Set((p.evidence ?? []).filter((e) => e.source !== 'What I sell').map((e) => e.claim));
          if (sourced.size >= 2) withTwoDetails++;
        });
      }
      const most = mostRepeated(written);
      shares.push(`${key} ${(most.share * 100).toFixed(0)}% ("${most.sentence}")`);
      // Without an offer, a site with nothing particular to name (a menu in photos, no address) reads plainer: printed, not held to it.
      if (offer)
        expect({ key, share: most.share <= 0.1, sentence: most.sentence }).toEqual({
          key,
          share: true,
          sentence: most.sentence,
        });
    }
    console.log(
      `Pitches over ${sites.length} simulated sites x 4 reps: ${pitches} written, ${wrong.length} calling missing what the site has, ${withTwoDetails} with at least two facts of the restaurant as evidence; most repeated sentence per rep: ${shares.join('; ')}`,
    );
    expect(pitches).toBeGreaterThan(sites.length * 3);
    expect(wrong).toEqual([]);
  }, 600_000);
});
