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
