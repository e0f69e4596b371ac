import { Controller } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { OTHER_SESSIONS_ENDED_NOTE, planAt, type Profile as ApiProfile } from '@leadgen/contracts';
import { isUniqueViolation } from '@leadgen/db';
import { requireCaller, rpcError, Route, type RouteRequest } from '@leadgen/service-kit';
import { hashPassword, verifyPassword } from '../auth/password.hash.js';
import { Profile, User } from '../db/entities.js';
import { SessionsService } from '../sessions/sessions.service.js';

export function toApiProfile(p: Profile, now = new Date()): ApiProfile {
  const plan = planAt(p.subscriptionTier, p.trialEndsAt ?? null, now);
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    company_name: p.companyName ?? null,
    company_size: p.companySize ?? null,
    company_website: p.companyWebsite ?? null,
    role: p.role ?? null,
    subscription_tier: plan.tier,
    credits_remaining: p.creditsRemaining,
    plan_name: plan.name,
    trial_ends: plan.trial_ends,
    meeting_url: p.meetingUrl ?? null,
  };
}

@Controller()
export class ProfileHandler {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionsService,
  ) {}

  @Route('profileGet')
  async get(req: RouteRequest<'profileGet'>) {
    const profile = await this.orm.em.fork().findOne(Profile, { id: requireCaller(req.caller) });
    if (!profile) throw rpcError('NOT_FOUND', 'User ID not found');
    return { success: true as const, profile: toApiProfile(profile) };
  }

  /** Merges the changed fields; an email change moves the sign-in email too, in one transaction. */
  @Route('profileUpdate')
  async update(req: RouteRequest<'profileUpdate'>) {
    const id = requireCaller(req.caller);
    const b = req.body;
    try {
      const profile = await this.orm.em.fork().transactional(async (tx) => {
        const p = await tx.findOne(Profile, { id });
        if (!p) throw rpcError('NOT_FOUND', 'User ID not found');
        if (b.first_name !== undefined) p.firstName = b.first_name;
        if (b.last_name !== undefined) p.lastName = b.last_name;
        if (b.company_name !== undefined) p.companyName = b.company_name || null;
        if (b.company_size !== undefined) p.companySize = b.company_size || null;
        if (b.company_website !== undefined) p.companyWebsite = b.company_website || null;
        if (b.meeting_url !== undefined) p.meetingUrl = b.meeting_url || null;
        if (b.email !== undefined && b.email !== p.email) {
          const user = await tx.findOneOrFail(User, { id });
          user.email = b.email;
          p.email = b.email;
        }
        return p;
      });
      return { success: true as const, profile: toApiProfile(profile) };
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw rpcError('CONFLICT', 'Another account already uses this email.');
      }
      throw err;
    }
  }

  /**
   * A new password signs out every other device (whoever knew the old one is out), in the same
   * transaction as the change; the device making the change stays signed in.
   */
  @Route('passwordChange')
  async changePassword(req: RouteRequest<'passwordChange'>) {
    const userId = requireCaller(req.caller);
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: userId });
    if (!user) throw rpcError('NOT_FOUND', 'User ID not found');
    if (!(await verifyPassword(req.body.current_password, user.passwordHash))) {
      throw rpcError('BAD_REQUEST', 'Current password is incorrect');
    }
    const passwordHash = await hashPassword(req.body.new_password);
    const ended = await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: userId }, { passwordHash });
      return this.sessions.endOthers(userId, req.caller?.session_id, tx);
    });
    await this.sessions.announce(userId, ended);
    return {
      success: true as const,
      message: 'Password updated successfully!',
      sessions_ended: ended.length,
      ...(ended.length > 0 ? { note: OTHER_SESSIONS_ENDED_NOTE } : {}),
    };
  }
}
