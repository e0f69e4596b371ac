// 'Generate Pitch' under load: POST /api/pitches/lead for one lead with a website, through the gateway
// (HTTP -> JWT -> NATS -> analysis, which reads the lead's site through the simulator's outbound
// proxy over TLS, asks accounts for the rep's profile and offer, and writes the pitch), at 1 and
// BENCH_PITCH_CONNECTIONS (default 16) connections: pitches a second, p50/p95, and the CPU each
// pitch costs per process. Builds, then runs the stack of tools/bench-kit.mjs.
// Usage: node tools/bench-lead-pitch.mjs. Settings: BENCH_SECONDS (default 10 per run),
// BENCH_PITCH_CONNECTIONS, BENCH_BUILD=off (measure the build as it is).
import './node-version.mjs';
import { build, fmt, load, machine, signIn, withBenchStack } from './bench-kit.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_PITCH_CONNECTIONS ?? 16);
const PROCESSES = ['analysis', 'accounts', 'gateway', 'simulator'];

if (process.env.BENCH_BUILD !== 'off') build();

const runs = await withBenchStack(
  async (stack) => {
    const token = await signIn(stack.gatewayUrl);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const search = await fetch(`${stack.gatewayUrl}/api/leads/search`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ city: 'Austin', state: 'TX', limit: 8 }),
    });
    const lead = (await search.json()).leads.find((l) => l.website);
    if (!lead) throw new Error('the search found no lead with a website');
    const pids = Object.fromEntries(PROCESSES.map((name) => [name, stack.pid(name)]));
    const at = (connections) =>
      load({
        url: `${stack.gatewayUrl}/api/pitches/lead`,
        method: 'POST',
        headers,
        body: JSON.stringify({ lead }),
        connections,
        seconds: DURATION,
        pids,
      });
    return [
      { connections: 1, ...(await at(1)) },
      { connections: CONNECTIONS, ...(await at(CONNECTIONS)) },
    ];
  },
  { build: false },
);

console.log(`\n'Generate Pitch' benchmark — ${machine()}, ${DURATION} s per run after a 2 s warm-up`);
console.log('POST /api/pitches/lead, one lead with a website (its site read through the outbound proxy)');
console.log('connections   p50 ms   p95 ms   pitches/s   statuses');
for (const r of runs)
  console.log(
    `${String(r.connections).padStart(11)}  ${fmt(r.p50, 0).padStart(7)}  ${fmt(r.p95, 0).padStart(7)}  ${r.rps.toFixed(1).padStart(10)}   ${r.statuses}${r.failed ? `  failed ${r.failed}` : ''}`,
  );
for (const r of runs) {
  const per = (name) => `${name} ${(r.cpuMs[name] / Math.max(1, r.requests)).toFixed(1)} ms`;
  console.log(`  CPU per pitch at ${r.connections}: ${[...PROCESSES, 'load generator'].map(per).join(', ')}`);
}
process.exit(0);
