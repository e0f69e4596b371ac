// @ts-expect-error plain ESM module without types
import { natsServerArgs } from './infra.mjs';

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
