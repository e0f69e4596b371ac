// Types only: the browser's contracts (libs/contracts/src/browser.ts) carry no team schema or
// constant, so the server's words judge a code or an address, and an invite's own dates its expiry.
import type { Team, TeamInvite, TeamMember, TeamResponse, TeamRole } from '@leadgen/contracts';
import { formatDate } from '../account-settings.logic.js';

/** Said when the server gave no words of its own. */
export const TEAM_MESSAGES = {
  loadFailed: 'Your team could not be loaded',
  createFailed: 'The team could not be created',
  inviteFailed: 'The invite could not be sent',
  joinFailed: 'You could not join the team',
  roleFailed: 'The role could not be changed',
  removeFailed: 'The rep could not be removed',
  revokeFailed: 'The invite could not be taken back',
  reportFailed: "The team's report could not be loaded",
} as const;

export const ROLE_LABELS: Record<TeamRole, string> = { admin: 'Admin', rep: 'Rep' };

/** The roles to choose from, in the order the select lists them. */
export const ROLE_CHOICES = Object.keys(ROLE_LABELS) as TeamRole[];

/** What each role may do, said beside the role choice. */
export const ROLE_HINT = 'An admin invites and removes reps and changes roles; a rep works the shared territory.';

/** '3 of 10 seats used': members and open invites both hold a seat. */
export function seatsText(team: Pick<Team, 'seats' | 'seats_used'>): string {
  return `${team.seats_used} of ${team.seats} seats used`;
}

export function joinedMessage(team: TeamResponse['team']): string {
  return team ? `You joined ${team.name}.` : 'You joined the team.';
}

/** 'Invite sent to sam@example.com. Its code works until December 7, 2026.' (the invite's own expiry). */
export function invitedMessage(email: string, invites: readonly TeamInvite[]): string {
  const invite = invites.find((i) => i.email.toLowerCase() === email.toLowerCase());
  return `Invite sent to ${email}.` + (invite ? ` Its code works until ${formatDate(invite.expires_at)}.` : '');
}

/** The code an invite link carries (?code=), as the join form shows it: capitals, no spaces. */
export function codeFromAddress(value: string | null): string {
  return (value ?? '')
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 12);
}

/** What the rep left out of an invite; whether the address is one is the server's to say. */
export function inviteProblem(email: string): string | null {
  return email.trim() ? null : "Enter the rep's email address";
}

/** What the rep left out of the join form; whether the code is good is the server's to say. */
export function codeProblem(code: string): string | null {
  return code.trim() ? null : 'Enter the code from your invite email';
}

/** The name a member is known by: their name, else their email. */
export function memberName(member: Pick<TeamMember, 'name' | 'email'>): string {
  return member.name.trim() || member.email;
}

/** A member as a control names them, told apart from a namesake: 'Sam Rep (sam@example.com)'. */
export function memberLabel(member: Pick<TeamMember, 'name' | 'email'>): string {
  const name = memberName(member);
  return name === member.email ? name : `${name} (${member.email})`;
}

/** An admin may change the role of, or remove, any member but the founder and themself. */
export function canManage(viewer: { id: string; role: TeamRole }, member: TeamMember): boolean {
  return viewer.role === 'admin' && !member.founder && member.user_id !== viewer.id;
}

/** Admins first, then by name; the founder leads. */
export function sortedMembers(members: readonly TeamMember[]): TeamMember[] {
  const rank = (m: TeamMember) => (m.founder ? 0 : m.role === 'admin' ? 1 : 2);
  return [...members].sort((a, b) => rank(a) - rank(b) || memberName(a).localeCompare(memberName(b)));
}
