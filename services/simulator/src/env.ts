import { z } from 'zod';
import { envBool, envOptional, loadEnv } from '@leadgen/service-kit';
import { ANSWERS_MODES } from './mailbox/answers.choice.js';

/**
 * The simulator's settings. It plays the outside world (Places API, RDAP, websites, a mailbox) for
 * the default install and for tests, so it refuses to start in production.
 */
export const SimulatorEnvSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SIMULATOR_HOST: z.string().default('127.0.0.1'),
    /** Places API (New), RDAP, the websites' proxy and the sites' view, on one HTTP port. */
    SIMULATOR_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
    /** The mailbox's SMTP port and its web page (MailDev). */
    SIMULATOR_SMTP_PORT: z.coerce.number().int().min(0).max(65_535).default(1025),
    SIMULATOR_MAILBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(1080),
    /** The demo rep's IMAP INBOX (user demo@leadgen.test, password demo), where the restaurants answer. */
    SIMULATOR_IMAP_PORT: z.coerce.number().int().min(0).max(65_535).default(1143),
    /** Every answer arrives after this many ms; unset: 10 to 60 s, decided per address. */
    SIMULATOR_ANSWER_DELAY_MS: envOptional(
      z.string().regex(/^\d+$/, 'must be a number of milliseconds').transform(Number).pipe(z.number().max(86_400_000)),
    ),
    /** Who answers the rep's mail: on (the shares), off (only the fixed addresses), or one kind for all. */
    SIMULATOR_ANSWERS: z.enum(ANSWERS_MODES).default('on'),
    /** Off when the operator's own mail server takes the product's mail (SMTP_URL): its ports stay free. */
    SIMULATOR_MAILBOX: envBool(true),
    /** The key the simulated Places API accepts (X-Goog-Api-Key); any other is refused as Google refuses it. */
    SIMULATOR_PLACES_KEY: z.string().min(1).default('simulated-places-key'),
    /** Where the simulator keeps its certificate authority (so a restart keeps the sites' certificates trusted). */
    SIMULATOR_DATA_DIR: z.string().default('.data/simulator'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['NODE_ENV'],
        message: 'the simulator plays the outside world for demos and tests and never runs in production',
      });
  });

export type SimulatorEnv = z.infer<typeof SimulatorEnvSchema>;

export const loadSimulatorEnv = (source: NodeJS.ProcessEnv = process.env): SimulatorEnv =>
  loadEnv(SimulatorEnvSchema, source);
