import { headers as natsHeaders, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { ServerNats, type NatsContext } from '@nestjs/microservices';
import { HELD_BY_HEADER, HOLD_NOTICE_AT_ONCE, HOLD_NOTICE_HEADER, HOLD_NOTICE_MS } from './hold-notice.js';

type NatsServerOptions = ConstructorParameters<typeof ServerNats>[0];

const EMPTY = new Uint8Array(0);

/**
 * Nest's NATS server, minus a cost paid on every message: Nest first tries to read a subject as a
 * JSON pattern and falls back on the thrown SyntaxError, and our subjects (`domain.action`) are
 * never JSON, so each request paid for an exception. Only a subject that looks like JSON is parsed.
 *
 * With a presence subject, the instance answers on it while it runs and tells a caller that asks
 * for hold notices which instance holds its slow request, or, when asked, every request as it takes
 * it (hold-notice.ts).
 */
export class ServiceNatsServer extends ServerNats {
  constructor(
    options: NatsServerOptions,
    private readonly presence?: string,
  ) {
    super(options);
  }

  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') ? super.getRouteFromPattern(pattern) : this.normalizePattern(pattern);
  }

  override bindEvents(client: NatsConnection): void {
    super.bindEvents(client);
    // Not among the subscriptions a graceful shutdown drops first: while the instance finishes the
    // requests it holds, it is still there for the callers waiting on them.
    if (this.presence)
      client.subscribe(this.presence, {
        callback: (_err, msg) => {
          msg.respond(EMPTY);
        },
      });
  }

  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (response: unknown) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx);
    const presence = this.presence;
    const asked = natsMsg.headers?.get(HOLD_NOTICE_HEADER);
    if (!presence || !natsMsg.reply || !asked) return publish;
    const sendNotice = () => {
      const headers = natsHeaders();
      headers.set(HELD_BY_HEADER, presence);
      natsMsg.respond(EMPTY, { headers });
    };
    if (asked === HOLD_NOTICE_AT_ONCE) {
      sendNotice();
      return publish;
    }
    const notice = setTimeout(sendNotice, HOLD_NOTICE_MS);
    notice.unref();
    return (response) => {
      clearTimeout(notice);
      return publish(response);
    };
  }
}
