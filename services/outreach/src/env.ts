import {
  envBool,
  envOnOutsideProduction,
  envOptional,
  onOutsideProduction,
  ServiceEnvSchema,
} from '@leadgen/service-kit';
import { databaseSettings } from '@leadgen/db';
import { z } from 'zod';
import { DEV_SECRET_KEY, isSecretKey } from './crypto/secret-box.js';

const ms = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const emptyAsUnset = (v: unknown) => (v === '' ? undefined : v);

export const OutreachEnvSchema = ServiceEnvSchema.extend(databaseSettings)
  .extend({
    /**
     * Encrypts each rep's mailbox password at rest (AES-256-GCM): 32 random bytes, base64
     * (`openssl rand -base64 32`). The default serves development alone: production refuses it.
     */
    // Empty (as .env.example leaves it) means unset: the default.
    OUTREACH_SECRET_KEY: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .default(DEV_SECRET_KEY)
        .refine(isSecretKey, 'must be 32 bytes written in base64 (openssl rand -base64 32)'),
    ),
    /** The app's public address: unsubscribe links in every email point at its /unsubscribe page. */
    OUTREACH_PUBLIC_URL: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .default('http://localhost:3000')
        .refine((v) => /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), 'must be an http:// or https:// address')
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    /** The simulator's mailbox (MailDev), given to every rep until they save their own; never in production. */
    OUTREACH_DEMO_SMTP_URL: envOptional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
    /** The simulator's IMAP side of the demo mailbox (imap://user:password@host:port), read for every rep on the demo mailbox; never in production. */
    OUTREACH_DEMO_IMAP_URL: envOptional(z.string().regex(/^imaps?:\/\/\S+$/, 'must be an imap:// or imaps:// URL')),
    OUTREACH_DEMO_FROM: z.email('must be an email address').default('demo@leadgen.test'),
    /** The demo mailbox sends as the rep's own name; this one only for a session that carries none. */
    OUTREACH_DEMO_FROM_NAME: z.string().min(1).max(100).default('Demo Rep'),
    OUTREACH_DEMO_POSTAL_ADDRESS: z
      .string()
      .min(10)
      .max(300)
      .default('100 Demo Street, Springfield, IL 62701 (demo address)'),
    /** The zone 'Send in their business hours' uses when the lead has none. */
    OUTREACH_DEFAULT_TIME_ZONE: z
      .string()
      .default('America/New_York')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone, like America/Chicago'),
    /** How often the worker looks for due emails (0: never, for instances that only answer requests). */
    OUTREACH_WORKER_INTERVAL_MS: ms(2_000, 0, 600_000),
    /**
     * Emails a team sends in a UTC day to one restaurant group (one website's domain), whichever
     * rep sends them: a group is never flooded by one company. Past it, emails wait for the next day.
     */
    OUTREACH_DOMAIN_DAILY_CAP: ms(3, 1, 10_000),
    /** Due emails one worker claims at a time. */
    OUTREACH_WORKER_BATCH: ms(20, 1, 500),
    /** SMTP transactions one worker runs at once for one rep (over as many connections to their server). */
    OUTREACH_WORKER_CONCURRENCY: ms(4, 1, 20),
    /** An email claimed this long ago and still 'sending' lost its instance: shown as 'outcome unknown', never resent. */
    OUTREACH_SENDING_LEASE_MS: ms(120_000, 1_000, 3_600_000),
    /**
     * Whether a rep's SMTP host may be on this machine or a private network. On by default outside
     * production (the demo and test mail servers run on 127.0.0.1); off in production, where a
     * mailbox form must not become a way to reach the operator's internal services.
     */
    OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS: envOnOutsideProduction(),
    /** Time an SMTP server has for each step (connect, greeting, each command). */
    OUTREACH_SMTP_TIMEOUT_MS: ms(20_000, 500, 120_000),
    /** Time leads has to answer for a lead's facts. */
    OUTREACH_LEADS_TIMEOUT_MS: ms(5_000, 100, 60_000),
    /** Time analysis has to write a pitch for the draft of a lead with none kept (the draft's route allows 45 s). */
    OUTREACH_PITCH_TIMEOUT_MS: ms(40_000, 100, 40_000),
    /** Whether this instance reads the reps' mailboxes (several instances share them, one mailbox each at a time). */
    OUTREACH_INBOX_WATCH: envBool(true),
    /** How long an instance holds a mailbox without renewing: another takes it over after this. */
    OUTREACH_INBOX_LEASE_MS: ms(30_000, 2_000, 600_000),
    /** How often mailboxes are read on a server without IDLE, and how often held leases are renewed. */
    OUTREACH_INBOX_POLL_MS: ms(10_000, 200, 600_000),
    /** Time an IMAP server has to connect and answer each step. */
    OUTREACH_IMAP_TIMEOUT_MS: ms(20_000, 500, 120_000),
    /** How long after a cut-off send its Sent folder is looked at: the server has filed what it took by then. */
    OUTREACH_SENT_CHECK_AFTER_MS: ms(300_000, 1_000, 86_400_000),
    /** Emit a usage event per accepted email for accounts to count. */
    OUTREACH_RECORD_USAGE: envBool(true),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.OUTREACH_SECRET_KEY === DEV_SECRET_KEY)
      ctx.addIssue({ code: 'custom', path: ['OUTREACH_SECRET_KEY'], message: 'must be set in production' });
  })
  // Production has no demo mailbox: each rep sends from their own.
  .transform((env) => ({
    ...env,
    OUTREACH_DEMO_SMTP_URL: env.NODE_ENV === 'production' ? undefined : env.OUTREACH_DEMO_SMTP_URL,
    OUTREACH_DEMO_IMAP_URL: env.NODE_ENV === 'production' ? undefined : env.OUTREACH_DEMO_IMAP_URL,
    OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS: onOutsideProduction(env.OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS, env.NODE_ENV),
  }));
export type OutreachEnv = z.infer<typeof OutreachEnvSchema>;
export const OUTREACH_ENV = Symbol('OUTREACH_ENV');
