import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/core';
import { SUBJECTS, type Profile as ApiProfile, type RpcRequest } from '@leadgen/contracts';
import { rpcError, rpcPayload } from '@leadgen/service-kit';
import { z } from 'zod';
import { Profile } from '../db/entities.js';

export function toApiProfile(p: Profile): ApiProfile {
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    company_name: p.companyName ?? null,
    company_size: p.companySize ?? null,
    company_website: p.companyWebsite ?? null,
    role: p.role ?? null,
    subscription_tier: p.subscriptionTier as ApiProfile['subscription_tier'],
    credits_remaining: p.creditsRemaining,
  };
}

@Controller()
export class ProfileHandler {
  constructor(private readonly orm: MikroORM) {}

  @MessagePattern(SUBJECTS.accounts.profileGet)
  async get(@Payload(rpcPayload(z.object({}))) req: RpcRequest<object>) {
    if (!req.caller) throw rpcError('UNAUTHORIZED', 'Please sign in to continue.');
    const profile = await this.orm.em.fork().findOne(Profile, { id: req.caller.id });
    if (!profile) throw rpcError('NOT_FOUND', 'User ID not found');
    return { success: true as const, profile: toApiProfile(profile) };
  }
}
