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

const checkMailHostFor = (host: string) => checkMailHost(host, 'IMAP');
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import type { MailboxAccess } from './mailbox.access.js';
import { MailboxStore } from './mailbox.store.js';
import { checkMailHost, checkSmtpHost } from './smtp-host.policy.js';
import { classifySmtpError, type SmtpFailure } from './smtp.errors.js';
import { openCheckedTransport } from './smtp.transport.js';
import { sql } from '../db/sql.js';
import { checkImap } from '../inbox/imap.check.js';
import { imapOptionsOf } from '../inbox/imap.client.js';
import { imapAccessOfUrl, ownMailboxKey, type ImapAccess } from '../inbox/imap.access.js';
import { mailboxState, type MailboxState } from './mailbox.state.js';

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

  /** `repName`: the rep's own name, which the demo mailbox sends as. */
  async get(userId: string, repName?: string | null): Promise<Mailbox | null> {
    const em = this.orm.em.fork();
    const row = await this.store.own(em, userId);
    const sentToday = await this.store.sentToday(em, userId, this.clock.now());
    const imap = row ? (row.imapHost ? this.store.imapOf(row) : null) : this.demoImap();
    const state = await mailboxState(em, userId, imap);
    if (row) return view(this.store.accessOf(row), row.verifiedAt, Boolean(row.passwordSealed), sentToday, state);
    const demo = this.store.demo(repName);
    return demo ? view(demo, null, false, sentToday, state) : null;
  }

  /**
   * New first emails go out again after the bounce breaker stopped them; the bounces it counted are
   * forgiven (the rep checked the list), so only sends after the resume count towards the next pause.
   */
  async resume(userId: string, repName?: string | null): Promise<Mailbox | null> {
    const em = this.orm.em.fork();
    await em.transactional(async (tx) => {
      const lifted = await sql(tx, 'delete from outreach_sending_pauses where user_id = ? returning user_id', [userId]);
      if (!lifted.length) return;
      await sql(
        tx,
        `insert into outreach_sending_resumes (user_id, resumed_at) values (?, ?)
         on conflict (user_id) do update set resumed_at = excluded.resumed_at`,
        [userId, this.clock.now()],
      );
      this.logger.info({ user_id: userId }, 'sending resumed by the rep');
    });
    return this.get(userId, repName);
  }

  private demoImap(): ImapAccess | null {
    return this.env.OUTREACH_DEMO_IMAP_URL ? imapAccessOfUrl(this.env.OUTREACH_DEMO_IMAP_URL) : null;
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
    const imap = this.imapToSave(userId, settings, saved);
    await this.testSend(access);
    if (imap) await this.testImap(imap);
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
      imapHost: imap?.host ?? null,
      imapPort: imap?.port ?? null,
      imapSecurity: imap?.security ?? null,
      imapUser: imap?.user ?? null,
      imapPasswordSealed: imap ? this.store.box.seal(imap.password) : null,
    });
    await em.flush();
    this.logger.info(
      { user_id: userId, host: access.host, port: access.port, imap: Boolean(imap) },
      'mailbox saved after a test send',
    );
    return (await this.get(userId))!;
  }

  /** The IMAP settings the save keeps: as given, as saved (left out), or none (null); a password left out keeps the saved one. */
  private imapToSave(userId: string, settings: MailboxSettings, saved: MailboxRow | null): ImapAccess | null {
    if (settings.imap === null) return null;
    if (settings.imap === undefined) return saved?.imapHost ? this.store.imapOf(saved) : null;
    const keep = saved?.imapPasswordSealed ? this.store.box.open(saved.imapPasswordSealed) : null;
    const password = settings.imap.password ?? keep;
    if (password === null) {
      throw rpcError('VALIDATION_FAILED', 'IMAP password is required', {
        'imap.password': ['IMAP password is required'],
      });
    }
    return { key: ownMailboxKey(userId), userId, ...settings.imap, password };
  }

  /** Signs in to the IMAP server as given: nothing is saved unless the INBOX opens. */
  private async testImap(imap: ImapAccess): Promise<void> {
    if (!this.env.OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS) {
      const verdict = await checkMailHostFor(imap.host);
      if (!verdict.ok) throw rpcError('BAD_REQUEST', verdict.message);
    }
    if (imap.security === 'none' && this.env.NODE_ENV === 'production') {
      throw rpcError('BAD_REQUEST', 'Choose TLS or STARTTLS for IMAP: a mailbox password is never sent unencrypted.');
    }
    const failed = await checkImap(imap, {
      ...imapOptionsOf(this.env),
      timeoutMs: Math.min(10_000, this.env.OUTREACH_IMAP_TIMEOUT_MS),
    });
    if (failed) {
      this.logger.info({ host: imap.host, port: imap.port }, 'mailbox IMAP check refused');
      throw rpcError('UPSTREAM_FAILED', failed);
    }
  }

  /** One email to the from address through the settings as given: nothing is saved unless it is accepted. */
  private async testSend(access: MailboxAccess): Promise<void> {
    // Each step within 10 s at most: the whole test send then ends before the gateway stops waiting (40 s).
    // The host is checked again as it connects, to the address checked (as every send does).
    const opened = await openCheckedTransport(
      access,
      this.store.transportOptions(0, Math.min(10_000, this.env.OUTREACH_SMTP_TIMEOUT_MS)),
      this.env.OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS,
    );
    if ('refused' in opened) throw rpcError('BAD_REQUEST', opened.refused);
    const { transport } = opened;
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

function view(
  a: MailboxAccess,
  verifiedAt: Date | null | undefined,
  hasPassword: boolean,
  sentToday: number,
  state: MailboxState,
): Mailbox {
  return {
    imap: state.imap,
    sending_paused: state.sendingPaused,
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
