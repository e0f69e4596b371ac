import { stripVTControlCharacters } from 'node:util';
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Provide this token with the service's JSON logger, for providers that log. */
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');

/**
 * JSON logs, one line per event, with the service name on each line; never colour codes inside
 * (a message that carries some, from a library that colours its output, has them stripped).
 * `npm start` shows them readably on a terminal (tools/log-format.mjs).
 */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', '*.new_password', '*.current_password', 'authorization', '*.authorization'],
      censor: '[redacted]',
    },
    hooks: {
      logMethod(args, method) {
        const at = typeof args[0] === 'string' ? 0 : 1;
        const msg = args[at];
        if (typeof msg === 'string' && msg.includes('\u001b')) args[at] = stripVTControlCharacters(msg);
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
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
