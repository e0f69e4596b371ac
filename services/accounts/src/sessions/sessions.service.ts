import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { SessionEndedEventSchema, SUBJECTS, type SessionInfo } from '@leadgen/contracts';
import { EVENTS_CLIENT, rpcError, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { lastValueFrom } from 'rxjs';
import { z } from 'zod';
import { Session, User } from '../db/entities.js';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { deviceLabel } from './device.label.js';

/** Where a sign-in came from: the session list shows it so a rep can tell their devices apart. */
export interface SignInDevice {
  ip: string;
  userAgent: string;
}

/** Last seen moves at most this often: a write per re-confirmation, not per request. */
const LAST_SEEN_STEP_MS = 5 * 60_000;

const SESSION_NOT_FOUND = 'Session not found.';

/** Sessions and users are keyed by uuid; anything else names neither (and must not reach a uuid column). */
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * Server-side sessions: every token names one, and a session that ended (sign-out, ended from
 * Account Settings, a password change elsewhere) is refused by every gateway. Each end is
 * announced on `events.session-ended` so gateways drop it at once instead of at their cache's expiry.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(EVENTS_CLIENT) private readonly events: ClientProxy,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** A new session for a sign-in, lasting as long as its token. */
  async start(userId: string, device: SignInDevice): Promise<Session> {
    const em = this.orm.em.fork();
    const now = new Date();
    const session = em.create(Session, {
      id: randomUUID(),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.env.SESSION_TTL_HOURS * 3_600_000),
      endedAt: null,
      ip: device.ip.slice(0, 100),
      userAgent: deviceLabel(device.userAgent),
    });
    await em.flush();
    return session;
  }

  /**
   * Whether the session is alive: it exists, belongs to this user, has not ended or expired, and
   * its user still exists (sessions go with their user). Moves last seen, coarsely.
   */
  async check(sessionId: string, userId: string): Promise<boolean> {
    if (!isUuid(sessionId) || !isUuid(userId)) return false;
    const em = this.orm.em.fork();
    const session = await em.findOne(Session, { id: sessionId, userId, endedAt: null, expiresAt: { $gt: new Date() } });
    if (!session) {
      await this.announceIfUserGone(em, userId);
      return false;
    }
    if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
      await em.nativeUpdate(Session, { id: sessionId }, { lastSeenAt: new Date() });
    }
    return true;
  }

  /** The user's active sessions: the current one first (marked), then the most recently seen. */
  async list(userId: string, currentId: string | undefined): Promise<SessionInfo[]> {
    const sessions = await this.orm.em
      .fork()
      .find(
        Session,
        { userId, endedAt: null, expiresAt: { $gt: new Date() } },
        { orderBy: { lastSeenAt: 'desc', createdAt: 'desc' } },
      );
    return sessions
      .map((s) => ({
        id: s.id,
        device: s.userAgent || 'Unknown device',
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        current: s.id === currentId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Ends one of the user's active sessions; another user's session, or one already over, is not found. */
  async end(userId: string, sessionId: string): Promise<void> {
    const ended = await this.orm.em
      .fork()
      .nativeUpdate(
        Session,
        { id: sessionId, userId, endedAt: null, expiresAt: { $gt: new Date() } },
        { endedAt: new Date() },
      );
    if (ended === 0) throw rpcError('NOT_FOUND', SESSION_NOT_FOUND);
    await this.announce(userId, [sessionId]);
  }

  /** Sign-out: ends the caller's own session; signing out twice is not an error. */
  async signout(userId: string, sessionId: string): Promise<void> {
    const ended = await this.orm.em
      .fork()
      .nativeUpdate(Session, { id: sessionId, userId, endedAt: null }, { endedAt: new Date() });
    if (ended > 0) await this.announce(userId, [sessionId]);
  }

  /**
   * Ends every active session of the user but `keepId`, inside `em`'s transaction when given
   * (a password change and its sign-outs commit together). Returns the ended ids, to announce after commit.
   */
  async endOthers(
    userId: string,
    keepId: string | undefined,
    em: EntityManager = this.orm.em.fork(),
  ): Promise<string[]> {
    const others = await em.find(
      Session,
      { userId, endedAt: null, expiresAt: { $gt: new Date() }, ...(keepId ? { id: { $ne: keepId } } : {}) },
      { fields: ['id'] },
    );
    const ids = others.map((s) => s.id);
    if (ids.length > 0) await em.nativeUpdate(Session, { id: { $in: ids } }, { endedAt: new Date() });
    return ids;
  }

  /** Tells every gateway these sessions are over. A lost announcement is bounded by the gateways' short confirmation cache. */
  async announce(userId: string, sessionIds: string[], all = false): Promise<void> {
    if (sessionIds.length === 0 && !all) return;
    const event = SessionEndedEventSchema.parse({ user_id: userId, session_ids: sessionIds, all });
    try {
      await lastValueFrom(this.events.emit(SUBJECTS.events.sessionEnded, event), { defaultValue: undefined });
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, sessions: sessionIds.length }, 'session-ended event not sent');
    }
  }

  /** A token of a user that no longer exists: every gateway forgets all of that user's sessions. */
  private async announceIfUserGone(em: EntityManager, userId: string): Promise<void> {
    if ((await em.count(User, { id: userId })) > 0) return;
    await this.announce(userId, [], true);
  }
}
