import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { CompleteSignupRequestSchema } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import type { z } from 'zod';
import { AuthService, type SessionResult } from '../auth/auth.service.js';
import { EmailVerification, User } from '../db/entities.js';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { MailerService } from '../mail/mailer.service.js';
import { ThrottleService } from '../throttle/throttle.service.js';

/** A verified email must complete sign-up within this time. */
const VERIFIED_VALID_MS = 60 * 60_000;

const EXISTS = 'An account with this email already exists. Please sign in.';
const NOT_STARTED = 'No sign-up is in progress for this email. Please start again.';

@Injectable()
export class SignupService {
  constructor(
    private readonly orm: MikroORM,
    private readonly auth: AuthService,
    private readonly mailer: MailerService,
    private readonly throttle: ThrottleService,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
  ) {}

  private hash(email: string, code: string): string {
    return createHmac('sha256', this.env.JWT_SECRET).update(`${email}:${code}`).digest('hex');
  }

  private async limit(call: string, email: string, ip: string): Promise<void> {
    await this.throttle.hit(`${call}:ip:${ip}`, this.env.AUTH_RATE_PER_MINUTE, 60_000);
    await this.throttle.hit(`${call}:email:${email}`, this.env.AUTH_RATE_PER_MINUTE, 60_000);
  }

  /** Starts sign-up: stores a fresh code (hashed) and sends it. */
  async signup(email: string, ip: string): Promise<{ success: true; message: string }> {
    await this.limit('signup', email, ip);
    const em = this.orm.em.fork();
    if (await em.count(User, { email })) throw rpcError('CONFLICT', EXISTS);
    const existing = await em.findOne(EmailVerification, { email });
    if (existing && Date.now() - existing.sentAt.getTime() < this.env.RESEND_INTERVAL_SECONDS * 1000) {
      // A second click on Continue should not mint a new code nor send a second email.
      return { success: true, message: 'Verification code sent' };
    }
    await this.issueCode(email);
    return { success: true, message: 'Verification code sent' };
  }

  async resend(email: string, ip: string): Promise<{ success: true; message: string }> {
    await this.limit('resend', email, ip);
    const em = this.orm.em.fork();
    const existing = await em.findOne(EmailVerification, { email });
    if (!existing) throw rpcError('NOT_FOUND', NOT_STARTED);
    if (await em.count(User, { email })) throw rpcError('CONFLICT', EXISTS);
    const wait = this.env.RESEND_INTERVAL_SECONDS * 1000 - (Date.now() - existing.sentAt.getTime());
    if (wait > 0)
      throw rpcError('RATE_LIMITED', `Please wait ${Math.ceil(wait / 1000)} seconds before asking for a new code.`);
    await this.issueCode(email);
    return { success: true, message: 'A new verification code has been sent' };
  }

  private async issueCode(email: string): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = new Date();
    await this.orm.em.fork().upsert(EmailVerification, {
      email,
      codeHash: this.hash(email, code),
      expiresAt: new Date(now.getTime() + this.env.CODE_TTL_MINUTES * 60_000),
      attempts: 0,
      sentAt: now,
      verifiedAt: null,
    });
    await this.mailer.sendVerificationCode(email, code);
  }

  async verify(email: string, code: string, ip: string): Promise<{ success: true }> {
    await this.limit('verify', email, ip);
    const em = this.orm.em.fork();
    const v = await em.findOne(EmailVerification, { email });
    if (!v) throw rpcError('NOT_FOUND', NOT_STARTED);
    if (v.verifiedAt) return { success: true };
    if (v.attempts >= this.env.CODE_MAX_ATTEMPTS) {
      throw rpcError('RATE_LIMITED', 'Too many incorrect codes. Please request a new code.');
    }
    if (v.expiresAt.getTime() < Date.now())
      throw rpcError('BAD_REQUEST', 'This code has expired. Please request a new one.');
    const matches = timingSafeEqual(Buffer.from(this.hash(email, code)), Buffer.from(v.codeHash));
    if (!matches) {
      v.attempts += 1;
      await em.flush();
      const left = this.env.CODE_MAX_ATTEMPTS - v.attempts;
      throw left > 0
        ? rpcError('BAD_REQUEST', `Invalid verification code. ${left} attempt${left === 1 ? '' : 's'} left.`)
        : rpcError('RATE_LIMITED', 'Too many incorrect codes. Please request a new code.');
    }
    v.verifiedAt = new Date();
    await em.flush();
    return { success: true };
  }

  /** Creates the account for a verified email; the verification is consumed in the same transaction. */
  async complete(req: z.infer<typeof CompleteSignupRequestSchema>, ip: string, userAgent = ''): Promise<SessionResult> {
    await this.limit('complete', req.email, ip);
    const em = this.orm.em.fork();
    const v = await em.findOne(EmailVerification, { email: req.email });
    if (!v?.verifiedAt || Date.now() - v.verifiedAt.getTime() > VERIFIED_VALID_MS) {
      throw rpcError('FORBIDDEN', 'Please verify your email before creating the account.');
    }
    const profile = await this.auth.createAccount(
      req.email,
      req.password,
      {
        firstName: req.first_name,
        lastName: req.last_name,
        role: req.role,
        companyName: req.company_name,
        companySize: req.company_size,
        companyWebsite: req.company_website,
      },
      async (tx) => {
        await tx.nativeDelete(EmailVerification, { email: req.email });
      },
    );
    return this.auth.session(profile, { ip, userAgent });
  }
}
