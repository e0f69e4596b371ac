import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** Provide this token with the service's JSON logger, for providers that log. */
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');

/** JSON logs, one line per event, with the service name on each line. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', '*.new_password', '*.current_password', 'authorization', '*.authorization'],
      censor: '[redacted]',
    },
  });
}

/** Routes Nest's own log calls into the JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
