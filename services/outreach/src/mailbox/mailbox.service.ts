import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import {
  MailboxSettingsRequestSchema,
  OUTREACH_DAILY_CAP_DEFAULT,
  OUTREACH_WINDOW_DEFAULT,
  type Mailbox,
} from '@leadgen/contracts';
import { rpcError, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { CLOCK, type Clock } from '../core/clock.js';
import { MailboxRow } from '../db/entities.js';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import type { MailboxAccess } from './mailbox.access.js';
import { MailboxStore } from './mailbox.store.js';
import { checkSmtpHost } from './smtp-host.policy.js';
import { classifySmtpError, type SmtpFailure } from './smtp.errors.js';
import { openTransport } from './smtp.transport.js';

type MailboxSettings = z.output<typeof MailboxSettingsRequestSchema>;

/** The rep's mailbox: read (never the password), and saved only after a test send through it passes. */
@Injectable()
export class MailboxService {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: MailboxStore,
    @Inject(OUTREACH_ENV) private readonly env: OutreachEnv,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async get(userId: string): Promise<Mailbox | null> {
    const em = this.orm.em.fork();
    const row = await this.store.own(em, userId);
    const sentToday = await this.store.sentToday(em, userId, this.clock.now());
    if (row) return view(this.store.accessOf(row), row.verifiedAt, Boolean(row.passwordSealed), sentToday);
    const demo = this.store.demo();
    return demo ? view(demo, null, false, sentToday) : null;
  }

  async put(userId: string, settings: MailboxSettings): Promise<Mailbox> {
    if (settings.security === 'none' && this.env.NODE_ENV === 'production') {
      throw rpcError('BAD_REQUEST', 'Choose TLS or STARTTLS: a mailbox password is never sent unencrypted.');
    }
    if (!this.env.OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS) {
      const verdict = await checkSmtpHost(settings.host);
      if (!verdict.ok) throw rpcError('BAD_REQUEST', verdict.message);
    }
    const em = this.orm.em.fork();
    const saved = await this.store.own(em, userId);
    // A password left out keeps the one already saved (the form never shows it back).
    const password =
      settings.password !== undefined
        ? settings.password
        : saved?.passwordSealed
          ? this.store.box.open(saved.passwordSealed)
          : null;
    const access: MailboxAccess = {
      source: 'own',
      host: settings.host,
      port: settings.port,
      security: settings.security,
      user: settings.user ?? '',
      password,
      fromName: settings.from_name,
      fromAddress: settings.from_address.toLowerCase(),
      postalAddress: settings.postal_address,
      dailyCap: settings.daily_cap ?? saved?.dailyCap ?? OUTREACH_DAILY_CAP_DEFAULT,
      windowStartHour: settings.window_start_hour ?? saved?.windowStartHour ?? OUTREACH_WINDOW_DEFAULT.start_hour,
      windowEndHour: settings.window_end_hour ?? saved?.windowEndHour ?? OUTREACH_WINDOW_DEFAULT.end_hour,
    };
    if (access.windowStartHour >= access.windowEndHour) {
      throw rpcError('VALIDATION_FAILED', 'The sending window must start before it ends', {
        window_end_hour: ['The sending window must start before it ends'],
      });
    }
    await this.testSend(access);
    const now = this.clock.now();
    const row = saved ?? em.create(MailboxRow, { userId, updatedAt: now } as never);
    Object.assign(row, {
      host: access.host,
      port: access.port,
      security: access.security,
      smtpUser: access.user,
      passwordSealed: password ? this.store.box.seal(password) : null,
      fromName: access.fromName,
      fromAddress: access.fromAddress,
      postalAddress: access.postalAddress,
      dailyCap: access.dailyCap,
      windowStartHour: access.windowStartHour,
      windowEndHour: access.windowEndHour,
      verifiedAt: now,
      updatedAt: now,
    });
    await em.flush();
    this.logger.info({ user_id: userId, host: access.host, port: access.port }, 'mailbox saved after a test send');
    return view(access, now, Boolean(password), await this.store.sentToday(em, userId, now));
  }

  /** One email to the from address through the settings as given: nothing is saved unless it is accepted. */
  private async testSend(access: MailboxAccess): Promise<void> {
    // Each step within 10 s at most: the whole test send then ends before the gateway stops waiting (40 s).
    const transport = openTransport(
      access,
      this.store.transportOptions(0, Math.min(10_000, this.env.OUTREACH_SMTP_TIMEOUT_MS)),
    );
    try {
      await transport.sendMail({
        from: { name: access.fromName, address: access.fromAddress },
        to: access.fromAddress,
        subject: 'Your mailbox is ready for Outreach',
        text: `This test email shows that Outreach can send from ${access.fromAddress} through ${access.host}.\n\n--\n${access.postalAddress}\n`,
      });
    } catch (err) {
      const failure = classifySmtpError(err, access);
      this.logger.info({ host: access.host, port: access.port, kind: failure.kind }, 'mailbox test send refused');
      throw rpcError('UPSTREAM_FAILED', testSendWords(failure, access.fromAddress));
    } finally {
      transport.close();
    }
  }
}

function view(a: MailboxAccess, verifiedAt: Date | null | undefined, hasPassword: boolean, sentToday: number): Mailbox {
  return {
    host: a.host,
    port: a.port,
    security: a.security,
    user: a.user,
    has_password: hasPassword,
    from_name: a.fromName,
    from_address: a.fromAddress,
    postal_address: a.postalAddress,
    daily_cap: a.dailyCap,
    window_start_hour: a.windowStartHour,
    window_end_hour: a.windowEndHour,
    source: a.source,
    verified_at: verifiedAt ? verifiedAt.toISOString() : null,
    sent_today: sentToday,
  };
}

/** A test send's failure in the rep's words: nothing was saved, whatever the server did. */
function testSendWords(failure: SmtpFailure, fromAddress: string): string {
  if (failure.kind === 'bounced') return `Your mail server refused the test email to ${fromAddress}.`;
  if (failure.kind === 'unknown') {
    return 'Your mail server stopped answering during the test email: check the host, port and security setting.';
  }
  return failure.message;
}
