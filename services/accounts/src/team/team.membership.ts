import type { EntityManager } from '@mikro-orm/core';
import { PLAN_SEATS, planAt, type PlanNow, type TeamRole } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Profile, TeamInviteRow, TeamMemberRow, TeamRow } from '../db/entities.js';

/** Where a rep works: their team (a team of one: their own id, as its admin) and their role in it. */
export interface Membership {
  userId: string;
  teamId: string;
  role: TeamRole;
  /** A team that others can join exists (a team of one has no row). */
  team: TeamRow | null;
}

export async function membershipOf(em: EntityManager, userId: string): Promise<Membership> {
  const row = await em.findOne(TeamMemberRow, { userId });
  if (!row) return { userId, teamId: userId, role: 'admin', team: null };
  const team = await em.findOne(TeamRow, { id: row.teamId });
  return { userId, teamId: row.teamId, role: row.role as TeamRole, team };
}

/** Only an admin of a real team may do this; a rep is told why (403). */
export function requireAdmin(m: Membership, action: string): TeamRow {
  if (!m.team) throw rpcError('NOT_FOUND', 'You are not on a team yet. Create one first.');
  if (m.role !== 'admin')
    throw rpcError('FORBIDDEN', `Only a team admin can ${action}. Ask an admin of ${m.team.name}.`);
  return m.team;
}

/** The team's plan is its founder's, whose id the team carries. */
export async function teamPlan(em: EntityManager, teamId: string, now: Date): Promise<PlanNow> {
  const founder = await em.findOneOrFail(Profile, { id: teamId });
  return planAt(founder.subscriptionTier, founder.trialEndsAt ?? null, now);
}

/** Seats the plan allows, and how many members and open invites hold now. */
export async function seatsOf(em: EntityManager, teamId: string, now: Date) {
  const plan = await teamPlan(em, teamId, now);
  const members = await em.count(TeamMemberRow, { teamId });
  const open = await em.count(TeamInviteRow, { teamId, acceptedAt: null, expiresAt: { $gt: now } });
  return { plan, seats: PLAN_SEATS[plan.tier], used: members + open };
}
