import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { ClientProxy } from '@nestjs/microservices';
import { ClientProxyFactory } from '@nestjs/microservices';
import type { UsageRecordedEvent } from '@leadgen/contracts';
import { JetStreamUsagePublisher, natsClientOptions, USAGE_STREAM } from '@leadgen/service-kit';
// @ts-expect-error plain ESM module without types
import { findOrInstallNatsServer } from '../../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { superviseNatsCluster } from '../../tools/stack.mjs';

jest.setTimeout(120_000);

interface Node {
  url: string;
  stop(): Promise<void>;
}

const event = (n: number): UsageRecordedEvent => ({
  id: `cluster-${n}-${randomUUID()}`,
  user_id: 'rep-on-the-cluster',
  kind: 'leads_searched',
  amount: 1,
  at: new Date().toISOString(),
});

/**
 * Production's NATS is a cluster: the usage stream is kept on three nodes (NATS_STREAM_REPLICAS=3,
 * the operator's setting), and a service's own client (the product's publisher, given every node in
 * NATS_URL) goes on publishing through the survivors when one node dies, with no restart. Nothing
 * acknowledged is lost.
 */
describe('usage events on a three-node NATS cluster', () => {
  let nodes: Node[] = [];
  let dataDir: string;
  let client: ClientProxy;
  let reader: NatsConnection;
  let jsm: JetStreamManager;
  const replicasBefore = process.env.NATS_STREAM_REPLICAS;

  beforeAll(async () => {
    const bin = findOrInstallNatsServer();
    if (!bin) throw new Error('nats-server is needed for the cluster test (apt-get install nats-server)');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-cluster-'));
    nodes = await superviseNatsCluster(bin, 3, dataDir, { onEvent: () => {} });
    process.env.NATS_STREAM_REPLICAS = '3';
    client = ClientProxyFactory.create(natsClientOptions(nodes.map((n) => n.url).join(','), 'cluster-test'));
  });

  afterAll(async () => {
    process.env.NATS_STREAM_REPLICAS = replicasBefore;
    if (replicasBefore === undefined) delete process.env.NATS_STREAM_REPLICAS;
    await client?.close();
    await reader?.close();
    await Promise.all(nodes.map((n) => n.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged event when the node leading the stream dies, and publishing goes on', async () => {
    const publisher = new JetStreamUsagePublisher(client);
    for (let n = 0; n < 50; n++) await publisher.publish(event(n));

    // Read from the other nodes only, so the reader is never the one that dies.
    reader = await connect({ servers: nodes.slice(1).map((n) => n.url) });
    jsm = await jetstreamManager(reader);
    const info = await jsm.streams.info(USAGE_STREAM.name);
    expect(info.config.num_replicas).toBe(3);
    expect(info.state.messages).toBe(50);
    const leader = Number(/^n(\d)$/.exec(info.cluster?.leader ?? '')?.[1]) - 1;
    expect(leader).toBeGreaterThanOrEqual(0);

    // The stream's leader dies for good: the other two elect a new one.
    await nodes[leader]!.stop();
    const survivors = nodes.filter((_, i) => i !== leader);
    let published = 50;
    const deadline = Date.now() + 30_000;
    while (published < 100 && Date.now() < deadline) {
      try {
        await publisher.publish(event(published));
        published++;
      } catch {
        // No leader for the moment: the product's emitter tries again, as this does.
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(published).toBe(100);

    const after = await connect({ servers: survivors.map((n) => n.url) });
    try {
      const stream = await (await jetstreamManager(after)).streams.info(USAGE_STREAM.name);
      expect(stream.state.messages).toBe(100);
      expect(stream.cluster?.leader).not.toBe(`n${leader + 1}`);
    } finally {
      await after.close();
    }
  });
});
