import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { rpcError } from './rpc-error.js';
import { requestService } from './service-request.js';
import { startTestService, testNatsUrl } from './testing/index.js';

const prefix = `asked-${process.pid}`;

@Controller()
class AskedController {
  @MessagePattern(`${prefix}.echo`)
  echo(data: { text: string }): { said: string } {
    return { said: data.text };
  }

  @MessagePattern(`${prefix}.refuse`)
  refuse(): never {
    throw rpcError('FORBIDDEN', 'Not for you.');
  }
}

@Module({ controllers: [AskedController] })
class AskedModule {}

/** One service asking another over a real NATS server, as outreach asks analysis for a pitch. */
describe('requestService', () => {
  let nc: NatsConnection;
  let service: INestMicroservice;

  beforeAll(async () => {
    nc = await connect({ servers: testNatsUrl() });
    service = await startTestService('analysis', AskedModule);
  });

  afterAll(async () => {
    await service?.close().catch(() => undefined);
    await nc?.close();
  });

  it("resolves to the other service's response", async () => {
    expect(await requestService(nc, `${prefix}.echo`, { text: 'hi' }, 5_000)).toEqual({ said: 'hi' });
  });

  it("rejects with the other service's error envelope", async () => {
    await expect(requestService(nc, `${prefix}.refuse`, {}, 5_000)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      error: 'Not for you.',
    });
  });

  it('rejects a reply that is not a Nest packet (garbage on the subject)', async () => {
    const garbage = nc.subscribe(`${prefix}.garbage`, { callback: (_err, msg) => void msg.respond('not json {') });
    try {
      await expect(requestService(nc, `${prefix}.garbage`, {}, 5_000)).rejects.toThrow(/answered with no response/);
    } finally {
      garbage.unsubscribe();
    }
  });

  it('rejects at once when no instance serves the subject, not at its time limit', async () => {
    // A limit longer than the test's own: waiting it out would fail the test.
    await expect(requestService(nc, `${prefix}.nobody`, {}, 120_000)).rejects.toThrow();
  });
});
