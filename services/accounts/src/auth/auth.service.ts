import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import type { SessionClaims, User as ApiUser } from '@leadgen/contracts';
import { NEW_USER_CREDITS, TRIAL_TIER, trialEndFrom } from '@leadgen/contracts';
import { isUniqueViolation } from '@leadgen/db';
import { rpcError } from '@leadgen/service-kit';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { Profile, User } from '../db/entities.js';
import { SessionsService, type SignInDevice } from '../sessions/sessions.service.js';
import { membershipOf } from '../team/team.membership.js';
import { SigninAttemptsService } from '../throttle/signin-attempts.service.js';
import { ThrottleService } from '../throttle/throttle.service.js';
import { hashPassword, verifyPassword } from './password.hash.js';

export interface SessionResult {
  success: true;
  session_token: string;
  user: ApiUser;
}

const INVALID_LOGIN = 'Invalid email or password';

function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const word = local.split(/[._+-]/)[0] ?? '';
  return word ? word[0]!.toUpperCase() + word.slice(1) : '';
}

@Injectable()
export class AuthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly jwt: JwtService,
    private readonly throttle: ThrottleService,
    private readonly signinAttempts: SigninAttemptsService,
    private readonly sessions: SessionsService,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
  ) {}

  /** Sign-in; in demo mode an unknown email creates the account with the given password. */
  async signin(email: string, password: string, ip: string, userAgent = ''): Promise<SessionResult> {
    await this.throttle.hit(`signin:ip:${ip}`, this.env.AUTH_RATE_PER_MINUTE, 60_000);
    // No per-email limit or lock here: wrong passwords from elsewhere must never keep the rep out.
    await this.signinAttempts.begin(email, ip);
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { email });
    if (user) {
      if (!(await verifyPassword(password, user.passwordHash))) throw rpcError('UNAUTHORIZED', INVALID_LOGIN);
      await this.signinAttempts.succeeded(email, ip);
      const profile = await em.findOneOrFail(Profile, { id: user.id });
      return this.session(profile, { ip, userAgent });
    }
    if (!this.env.DEMO_MODE) throw rpcError('UNAUTHORIZED', INVALID_LOGIN);
    const profile = await this.createAccount(email, password, { firstName: nameFromEmail(email), lastName: '' });
    await this.signinAttempts.succeeded(email, ip);
    return this.session(profile, { ip, userAgent });
  }

  /**
   * User and profile in one transaction: neither exists without the other. `alsoInTx` runs in
   * the same transaction (e.g. consuming the email verification).
   */
  async createAccount(
    email: string,
    password: string,
    details: {
      firstName: string;
      lastName: string;
      role?: string;
      companyName?: string;
      companySize?: string;
      companyWebsite?: string;
    },
    alsoInTx?: (tx: EntityManager) => Promise<void>,
  ): Promise<Profile> {
    const passwordHash = await hashPassword(password);
    const em = this.orm.em.fork();
    try {
      return await em.transactional(async (tx) => {
        await alsoInTx?.(tx);
        const id = randomUUID();
        tx.create(User, { id, email, passwordHash, createdAt: new Date() });
        // Profiles reference users by key, and the unit of work does not order unrelated inserts.
        await tx.flush();
        return tx.create(Profile, {
          id,
          email,
          firstName: details.firstName,
          lastName: details.lastName,
          role: details.role ?? null,
          companyName: details.companyName ?? null,
          companySize: details.companySize ?? null,
          companyWebsite: details.companyWebsite || null,
          // Every new account starts the Starter trial the landing page promises.
          subscriptionTier: TRIAL_TIER,
          trialEndsAt: trialEndFrom(new Date()),
          creditsRemaining: NEW_USER_CREDITS,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw rpcError('CONFLICT', 'An account with this email already exists. Please sign in.');
      }
      throw err;
    }
  }

  /** A new server-side session for this device, and the token that names it. */
  async session(profile: Profile, device: SignInDevice): Promise<SessionResult> {
    const started = await this.sessions.start(profile.id, device);
    const team = await membershipOf(this.orm.em.fork(), profile.id);
    const claims: Omit<SessionClaims, 'exp' | 'iat'> = {
      user_id: profile.id,
      team_id: team.teamId,
      team_role: team.role,
      sid: started.id,
      email: profile.email,
      first_name: profile.firstName,
      last_name: profile.lastName,
    };
    const session_token = await this.jwt.signAsync(claims, {
      secret: this.env.JWT_SECRET,
      algorithm: 'HS256',
      expiresIn: this.env.SESSION_TTL_HOURS * 3600,
    });
    return {
      success: true,
      session_token,
      user: { id: profile.id, email: profile.email, first_name: profile.firstName, last_name: profile.lastName },
    };
  }
}
