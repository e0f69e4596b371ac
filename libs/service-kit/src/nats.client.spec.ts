import { natsClientOptions, natsServers } from './nats.client.js';

describe('NATS client settings', () => {
  it('reads every server of a comma-separated NATS_URL', () => {
    expect(natsServers('nats://a:4222, nats://b:4222,')).toEqual(['nats://a:4222', 'nats://b:4222']);
  });

  it('names the connection after the process and captures no stack per request', () => {
    expect(natsClientOptions('nats://a:4222', 'leads-client').options).toEqual({
      servers: ['nats://a:4222'],
      name: `leads-client-${process.pid}`,
      noAsyncTraces: true,
    });
  });
});
