import type { EntityManager } from '@mikro-orm/core';
import type { TeamInvite, TeamMember, TeamResponse, TeamRole } from '@leadgen/contracts';
import { Profile, TeamInviteRow, TeamMemberRow } from '../db/entities.js';
import { seatsOf, type Membership } from './team.membership.js';

function nameOf(p: Profile): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;
}

/** What GET /api/team answers: the team, its members by join date, and for an admin the open invites. */
export async function teamView(em: EntityManager, m: Membership, now = new Date()): Promise<TeamResponse> {
  if (!m.team) {
    const me = await em.findOneOrFail(Profile, { id: m.userId });
    const member: TeamMember = {
      user_id: me.id,
      email: me.email,
      name: nameOf(me),
      role: 'admin',
      joined_at: me.createdAt.toISOString(),
      founder: true,
    };
    return { success: true, team: null, role: 'admin', members: [member], invites: [] };
  }
  const rows = await em.find(TeamMemberRow, { teamId: m.teamId }, { orderBy: { joinedAt: 'asc' } });
  const profiles = new Map((await em.find(Profile, { id: { $in: rows.map((r) => r.userId) } })).map((p) => [p.id, p]));
  const members = rows.flatMap((r): TeamMember[] => {
    const p = profiles.get(r.userId);
    if (!p) return [];
    const founder = r.userId === m.teamId;
    return [
      {
        user_id: r.userId,
        email: p.email,
        name: nameOf(p),
        role: r.role as TeamRole,
        joined_at: r.joinedAt.toISOString(),
        founder,
      },
    ];
  });
  const invites: TeamInvite[] =
    m.role === 'admin'
      ? (
          await em.find(
            TeamInviteRow,
            { teamId: m.teamId, acceptedAt: null, expiresAt: { $gt: now } },
            { orderBy: { createdAt: 'desc' } },
          )
        ).map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role as TeamRole,
          expires_at: i.expiresAt.toISOString(),
          created_at: i.createdAt.toISOString(),
        }))
      : [];
  const seats = await seatsOf(em, m.teamId, now);
  return {
    success: true,
    team: {
      id: m.team.id,
      name: m.team.name,
      created_at: m.team.createdAt.toISOString(),
      seats: seats.seats,
      seats_used: seats.used,
    },
    role: m.role,
    members,
    invites,
  };
}
