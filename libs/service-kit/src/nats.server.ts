import { ServerNats } from '@nestjs/microservices';

/**
 * Nest's NATS server, minus a cost paid on every message: Nest first tries to read a subject as a
 * JSON pattern and falls back on the thrown SyntaxError, and our subjects (`domain.action`) are
 * never JSON, so each request paid for an exception. Only a subject that looks like JSON is parsed.
 */
export class ServiceNatsServer extends ServerNats {
  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') ? super.getRouteFromPattern(pattern) : this.normalizePattern(pattern);
  }
}
