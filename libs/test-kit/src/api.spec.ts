import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { gatewayClient, settle, statusOf } from './api.js';

describe('settle', () => {
  it('answers 200 and the reply for a success', async () => {
    expect(await settle(Promise.resolve({ saved: 1 }))).toEqual({ status: 200, body: { saved: 1 } });
  });

  it("answers a refusal's status with its envelope in place of the reply", async () => {
    const envelope = errorEnvelope('NOT_FOUND', 'Lead not found.');
    expect(await settle(Promise.reject(new ApiError(404, envelope)))).toEqual({ status: 404, body: envelope });
    expect(await statusOf(Promise.reject(new ApiError(404, envelope)))).toBe(404);
  });

  it('lets any other failure through as it is', async () => {
    await expect(settle(Promise.reject(new Error('socket hang up')))).rejects.toThrow('socket hang up');
  });
});

describe('gatewayClient', () => {
  it('hears a success answered with a status other than 200 as a failure that names it', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await settle(gatewayClient(`http://127.0.0.1:${port}`).call('config'));
      expect(answer.status).toBe(500);
      expect(answer.body.error).toBe('The gateway answered 201 where a success is 200.');
    } finally {
      server.close();
    }
  });
});
