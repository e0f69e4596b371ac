import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { rpcError, SERVICE_LOGGER } from '@leadgen/service-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AccessRequest } from '@leadgen/contracts';
import type { DigestMessage } from '../digest/digest.message.js';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';

/** Sends verification codes, access requests, team invites and weekly digests by SMTP, or writes them to this service's log when no SMTP server is set. */
@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly transport: Transporter | null;

  constructor(
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  }

  async sendVerificationCode(to: string, code: string): Promise<void> {
    const minutes = this.env.CODE_TTL_MINUTES;
    await this.deliver({
      what: 'verification code',
      logged: { to, code },
      mail: {
        to,
        subject: `Your verification code: ${code}`,
        text: `Your AI-Powered Lead Generation verification code is ${code}.\n\nIt expires in ${minutes} minutes. If you did not sign up, ignore this email.`,
      },
      failed: 'We could not send the verification email. Please try again.',
    });
  }

  /** A visitor's request for an access code, to the team's address; a reply goes to the visitor. */
  async sendAccessRequest(request: AccessRequest): Promise<void> {
    const lines = [
      `${request.email} asks for an access code.`,
      request.company && `Company: ${request.company}`,
      request.note && `Note: ${request.note}`,
      '',
      'Reply to this email with the code to let them in.',
    ].filter((line) => line !== '');
    await this.deliver({
      what: 'access request',
      logged: { from: request.email },
      mail: {
        to: this.env.ACCESS_REQUEST_TO,
        replyTo: request.email,
        subject: `Access request: ${request.email}`,
        text: lines.join('\n'),
      },
      failed: 'We could not send your request. Please try again.',
    });
  }

  /** An invite to a rep's team: the code to type and the link that opens the join form with it. */
  async sendTeamInvite(
    to: string,
    invite: { team: string; from: string; code: string; link: string; days: number },
  ): Promise<void> {
    const text = [
      `${invite.from} invited you to the team ${invite.team} on AI-Powered Lead Generation.`,
      '',
      `Your invite code: ${invite.code}`,
      '',
      `Join: ${invite.link}`,
      '',
      `Sign in (or create your account with this address first), then enter the code under Account Settings → Team. The code expires in ${invite.days} days.`,
    ].join('\n');
    await this.deliver({
      what: 'team invite',
      logged: { to, code: invite.code },
      mail: { to, subject: `${invite.from} invited you to ${invite.team}: code ${invite.code}`, text },
      failed: 'We could not send the invite email. Please try again.',
    });
  }

  /** A rep's weekly digest of their territory watches, with its one-click opt-out headers. */
  async sendDigest(to: string, message: DigestMessage, changes: number): Promise<void> {
    await this.deliver({
      what: 'weekly digest',
      logged: { to, subject: message.subject, changes: String(changes) },
      mail: { to, ...message },
      failed: 'We could not send the weekly digest.',
    });
  }

  /**
   * Sends one mail from MAIL_FROM by SMTP, or, with no SMTP server set, writes what it carries to
   * this service's log; a failed send answers 502 in the product's words (`failed`).
   */
  private async deliver(m: {
    what: string;
    logged: Record<string, string>;
    mail: {
      to: string;
      replyTo?: string;
      subject: string;
      text: string;
      html?: string;
      headers?: Record<string, string>;
    };
    failed: string;
  }): Promise<void> {
    if (!this.transport) {
      this.logger.info({ delivery: 'log', ...m.logged }, `${m.what} (no SMTP_URL set: delivered to this log)`);
      return;
    }
    const { code: _code, ...who } = m.logged;
    try {
      await this.transport.sendMail({ from: this.env.MAIL_FROM, ...m.mail });
      this.logger.info({ delivery: 'smtp', ...who }, `${m.what} sent`);
    } catch (err) {
      this.logger.error({ err: (err as Error).message, ...who }, `${m.what} email failed`);
      throw rpcError('UPSTREAM_FAILED', m.failed);
    }
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
