import { jest } from '@jest/globals';
import { headers as natsHeaders, type Msg } from '@nats-io/transport-node';
import type { NatsContext } from '@nestjs/microservices';
import { HELD_BY_HEADER, HOLD_NOTICE_AT_ONCE, HOLD_NOTICE_HEADER, HOLD_NOTICE_MS } from './hold-notice.js';
import { ServiceNatsServer } from './nats.server.js';

/** Reaches the protected step the server runs on every incoming message's subject. */
class RouteOf extends ServiceNatsServer {
  route(pattern: string): string {
    return this.getRouteFromPattern(pattern);
  }
}

describe('ServiceNatsServer', () => {
  const server = new RouteOf({ servers: ['nats://127.0.0.1:1'] });

  it('routes a domain.action subject as it is', () => {
    expect(server.route('leads.cuisine-types')).toBe('leads.cuisine-types');
  });

  it('still reads a JSON pattern as Nest does', () => {
    expect(server.route('{"cmd":"sum"}')).toBe('{"cmd":"sum"}');
    expect(server.route('{"b":1,"a":2}')).toBe('{"a":2,"b":1}');
  });

  it('keeps a subject that only starts like JSON', () => {
    expect(server.route('{not json')).toBe('{not json');
  });
});

/** Reaches the protected step that makes a request's reply function. */
class PublisherOf extends ServiceNatsServer {
  publisher(msg: Msg): (response: unknown) => unknown {
    return this.getPublisher(msg, 'call-1', {} as NatsContext);
  }
}

describe('ServiceNatsServer hold notices', () => {
  const server = new PublisherOf({ servers: ['nats://127.0.0.1:1'] }, 'instance.presence.leads.a1');
  /** A request as NATS delivers it, asking for notices as `asked` says; what it was sent back is kept. */
  const request = (asked?: string) => {
    const headers = natsHeaders();
    if (asked) headers.set(HOLD_NOTICE_HEADER, asked);
    const sent: { data: Uint8Array; holder: string | undefined }[] = [];
    const msg = {
      reply: '_INBOX.gw.1',
      headers,
      respond: (data: Uint8Array, opts?: { headers?: ReturnType<typeof natsHeaders> }) => {
        sent.push({ data, holder: opts?.headers?.get(HELD_BY_HEADER) });
        return true;
      },
    } as unknown as Msg;
    return { msg, sent };
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('names the instance as it takes a request its caller will not send again', () => {
    const { msg, sent } = request(HOLD_NOTICE_AT_ONCE);
    server.publisher(msg);
    expect(sent).toEqual([{ data: new Uint8Array(0), holder: 'instance.presence.leads.a1' }]);
  });

  it('names the instance only when a request is still held after HOLD_NOTICE_MS', () => {
    const { msg, sent } = request('1');
    server.publisher(msg);
    jest.advanceTimersByTime(HOLD_NOTICE_MS - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent.map((s) => s.holder)).toEqual(['instance.presence.leads.a1']);
  });

  it('sends no notice for a request answered sooner, or one that asks for none', () => {
    const fast = request('1');
    server.publisher(fast.msg)({ response: { ok: true }, isDisposed: true });
    const silent = request();
    server.publisher(silent.msg);
    jest.advanceTimersByTime(HOLD_NOTICE_MS * 4);
    expect(fast.sent.map((s) => s.holder)).toEqual([undefined]);
    expect(silent.sent).toEqual([]);
  });
});
