import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { decodeReply, encodeRequest } from './rpc-wire.js';

const decoder = new TextDecoder();

/**
 * One service asking another over NATS, in Nest's packets, for a reply worth waiting long for (a
 * pitch written). Refused at once when no instance serves the subject: NATS says "no responders"
 * at once, where Nest's own client waits out the whole time limit on a part that is down.
 * Resolves to the reply's response; rejects with the service's error envelope, or when there was
 * no answer in time.
 */
export async function requestService(
  nc: NatsConnection,
  subject: string,
  data: unknown,
  timeoutMs: number,
): Promise<unknown> {
  const id = randomUUID();
  const msg = await nc.request(subject, encodeRequest(subject, data, id), { timeout: timeoutMs });
  const reply = decodeReply(msg.data, id, msg.headers);
  if (reply.kind === 'response') return JSON.parse(decoder.decode(reply.json));
  if (reply.kind === 'error') throw reply.err;
  throw new Error(`${subject} answered with no response (${reply.kind})`);
}
