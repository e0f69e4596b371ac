import type { DynamicModule, Type } from '@nestjs/common';
import type { ServiceName } from '@leadgen/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { runService } from './bootstrap.js';
import { EnvError, loadEnv, type ServiceEnv } from './env.js';
import { createLogger } from './logger.js';
import { awaitTakeOver } from './standby.js';

export interface ServiceMainOptions<S extends z.ZodType<ServiceEnv>> {
  service: ServiceName;
  /** The service's settings, checked before anything starts: a bad one stops it with a message naming it. */
  env: S;
  /** What the service readies before it listens (its database, rules, model) and the module it runs. */
  prepare: (env: z.infer<S>, logger: Logger) => Promise<Type<unknown> | DynamicModule> | Type<unknown> | DynamicModule;
  /** Where its log lines go: the service's own JSON logger unless a caller brings one. */
  logger?: Logger;
  /** The settings it reads: the process's environment unless a caller brings others. */
  source?: NodeJS.ProcessEnv;
}

/**
 * A service's whole entry point: its logger, settings, preparation and start in its NATS queue
 * group (a standby's once it is told to take over). Anything that fails before it listens is
 * logged as fatal and exits 1, so the supervisor (npm start, systemd, Kubernetes) sees the crash
 * and quotes the reason.
 */
export async function serviceMain<S extends z.ZodType<ServiceEnv>>(options: ServiceMainOptions<S>): Promise<void> {
  const logger = options.logger ?? createLogger(options.service);
  try {
    const env = loadEnv(options.env, options.source);
    await awaitTakeOver(options.source);
    const module = await options.prepare(env, logger);
    await runService({
      service: options.service,
      module,
      natsUrl: env.NATS_URL,
      logger,
      shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    });
  } catch (err) {
    // A settings message already says everything; anything else keeps its stack for whoever debugs it.
    if (err instanceof EnvError) logger.fatal(err.message);
    else logger.fatal({ err }, (err as Error).message);
    process.exit(1);
  }
}
