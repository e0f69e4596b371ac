import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, MessagePattern, Payload, Transport, type ClientProxy } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import { createService, natsServers } from '@leadgen/service-kit';
import { silentLogger } from '@leadgen/service-kit/testing';
import { RpcClient } from '@leadgen/gateway/testing';
// @ts-expect-error plain ESM module without types
import { findOrInstallNatsServer } from '../../../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { superviseNatsCluster } from '../../../tools/stack.mjs';

jest.setTimeout(120_000);

interface Node {
  url: string;
  kill(signal?: string): void;
  stop(): Promise<void>;
}

const SUBJECT = `cluster-read-${process.pid}`;
const WRITE_SUBJECT = `cluster-write-${process.pid}`;
/** A write takes this long: the gateway's node dies while the service is doing it. */
const WRITE_MS = 1_500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

@Controller()
class ReadController {
  @MessagePattern(SUBJECT)
  read(): { ok: true } {
    return { ok: true };
  }

  @MessagePattern(WRITE_SUBJECT)
  async write(@Payload() body: { n: number }): Promise<{ written: number }> {
    await sleep(WRITE_MS);
    return { written: body.n };
  }
}

@Module({ controllers: [ReadController] })
class ReadModule {}

/**
 * Production's NATS is a cluster. When the node the gateway is connected to dies, the gateway
 * moves to a survivor, and reads asked meanwhile wait for it instead of failing: a rep sees no
 * error. Each node is killed in turn, so the gateway's own node is among them.
 */
describe('the gateway on a three-node NATS cluster', () => {
  let nodes: Node[] = [];
  let dataDir: string;
  let service: INestMicroservice;
  let client: ClientProxy;
  let rpc: RpcClient;

  beforeAll(async () => {
    const bin = findOrInstallNatsServer();
    if (!bin) throw new Error('nats-server is needed for the cluster test (apt-get install nats-server)');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-gateway-cluster-'));
    nodes = await superviseNatsCluster(bin, 3, dataDir, { onEvent: () => {} });
    const natsUrl = nodes.map((n) => n.url).join(',');
    service = await createService({ service: 'leads', module: ReadModule, natsUrl, logger: silentLogger() });
    client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { servers: natsServers(natsUrl), reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 1000 },
    });
    rpc = new RpcClient(client, { NATS_URL: natsUrl });
  });

  afterAll(async () => {
    await rpc?.onApplicationShutdown();
    await service?.close().catch(() => undefined);
    await Promise.all(nodes.map((n) => n.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every read while each node in turn dies and comes back', async () => {
    const read = () =>
      rpc.request<{ ok: boolean }>(SUBJECT, {}, 5_000, 'Cluster read', { attemptMs: 1_000 }).then(
        (reply) => (reply.ok ? 'ok' : 'wrong'),
        (err: unknown) => `failed: ${(err as Error).message}`,
      );
    expect(await read()).toBe('ok');
    const outcomes: string[] = [];
    let running = true;
    const reader = async () => {
      while (running) outcomes.push(await read());
    };
    const readers = Array.from({ length: 8 }, reader);
    for (const node of nodes) {
      await sleep(1_500);
      node.kill('SIGKILL');
    }
    await sleep(3_000);
    running = false;
    await Promise.all(readers);
    expect(outcomes.length).toBeGreaterThan(100);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
  });

  it("answers the writes a service did while the gateway's own node died, not 503", async () => {
    const write = (n: number) =>
      rpc.request<{ written: number }>(WRITE_SUBJECT, { n }, 10_000, 'Cluster write').then(
        (reply) => `written ${reply.written}`,
        (err: unknown) => `failed: ${(err as Error).message}`,
      );
    expect(await write(0)).toBe('written 0');
    const port = client.unwrap<NatsConnection>().getServer().split(':').pop();
    const ownNode = nodes.find((n) => n.url.endsWith(`:${port}`));
    expect(ownNode).toBeDefined();
    const writes = [1, 2, 3, 4, 5, 6, 7, 8].map(write);
    await sleep(300);
    ownNode!.kill('SIGKILL');
    expect(await Promise.all(writes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `written ${n}`));
  });
});
