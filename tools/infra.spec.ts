import { readFileSync } from 'node:fs';
import net from 'node:net';
// @ts-expect-error plain ESM module without types
import { freePort, natsServerArgs } from './infra.mjs';

describe("nats-server's arguments", () => {
  it('run one server on loopback with JetStream and its own files', () => {
    expect(natsServerArgs(4222, '/data/nats')).toEqual(['-a', '127.0.0.1', '-p', '4222', '-js', '-sd', '/data/nats']);
  });

  it("make a cluster node: its name, the cluster's, its route port and routes to every other node", () => {
    const args: string[] = natsServerArgs(5001, '/data/n2', {
      name: 'leadgen',
      node: 'n2',
      routePort: 6002,
      routePorts: [6001, 6002, 6003],
    });
    expect(args.slice(0, 7)).toEqual(['-a', '127.0.0.1', '-p', '5001', '-js', '-sd', '/data/n2']);
    const flag = (name: string) => args[args.indexOf(name) + 1];
    expect(flag('--server_name')).toBe('n2');
    expect(flag('--cluster_name')).toBe('leadgen');
    expect(flag('--cluster')).toBe('nats://127.0.0.1:6002');
    expect(flag('--routes')).toBe('nats://127.0.0.1:6001,nats://127.0.0.1:6003');
  });
});

describe('a free port for a process started next', () => {
  const outgoingLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

  it('lies below the range outgoing connections take their ports from, never twice the same', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 50; i += 1) ports.push(await freePort());
    expect(Math.max(...ports)).toBeLessThan(outgoingLow);
    expect(Math.min(...ports)).toBeGreaterThanOrEqual(1024);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('can be listened on', async () => {
    const port: number = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});
