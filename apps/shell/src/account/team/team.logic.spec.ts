import type { TeamMember } from '@leadgen/contracts';
import {
  canManage,
  codeFromAddress,
  codeProblem,
  invitedMessage,
  inviteProblem,
  joinedMessage,
  memberLabel,
  memberName,
  ROLE_CHOICES,
  ROLE_LABELS,
  seatsText,
  sortedMembers,
} from './team.logic.js';

const member = (over: Partial<TeamMember>): TeamMember => ({
  user_id: 'u-rep',
  email: 'sam@example.com',
  name: 'Sam Rep',
  role: 'rep',
  joined_at: '2026-11-30T10:00:00.000Z',
  founder: false,
  ...over,
});

describe('team words', () => {
  it('counts seats as members and open invites hold them', () => {
    expect(seatsText({ seats: 10, seats_used: 3 })).toBe('3 of 10 seats used');
  });

  it('says which team the rep joined', () => {
    expect(joinedMessage({ id: 't', name: 'Austin Crew', created_at: '', seats: 10, seats_used: 2 })).toBe(
      'You joined Austin Crew.',
    );
    expect(joinedMessage(null)).toBe('You joined the team.');
  });

  it('says where an invite went and until when its code works, by the invite the server answered', () => {
    const invites = [
      {
        id: 'i1',
        email: 'sam@example.com',
        role: 'rep' as const,
        created_at: '2026-11-30T10:00:00.000Z',
        expires_at: '2026-12-07T10:00:00.000Z',
      },
    ];
    expect(invitedMessage('Sam@Example.com', invites)).toBe(
      'Invite sent to Sam@Example.com. Its code works until December 7, 2026.',
    );
    expect(invitedMessage('ann@example.com', invites)).toBe('Invite sent to ann@example.com.');
  });

  it('names a member by name, else by email', () => {
    expect(memberName(member({}))).toBe('Sam Rep');
    expect(memberName(member({ name: '  ' }))).toBe('sam@example.com');
  });

  it('tells a member apart from a namesake in a control’s name', () => {
    expect(memberLabel(member({}))).toBe('Sam Rep (sam@example.com)');
    expect(memberLabel(member({ name: '' }))).toBe('sam@example.com');
  });
});

describe('the invite code in the address', () => {
  it('reads the link’s code as the form shows it: capitals, letters and digits only', () => {
    expect(codeFromAddress('k7q2m9xa')).toBe('K7Q2M9XA');
    expect(codeFromAddress(' K7Q2-M9XA ')).toBe('K7Q2M9XA');
    expect(codeFromAddress(null)).toBe('');
    expect(codeFromAddress('A'.repeat(40))).toHaveLength(12);
  });

  it('asks for a code left out, and leaves judging a typed one to the server', () => {
    expect(codeProblem('')).toBe('Enter the code from your invite email');
    expect(codeProblem('   ')).toBe('Enter the code from your invite email');
    expect(codeProblem('k7q2m9xa')).toBeNull();
  });
});

describe('an invite before it is sent', () => {
  it('offers both roles, Admin first', () => {
    expect(ROLE_CHOICES.map((r) => ROLE_LABELS[r])).toEqual(['Admin', 'Rep']);
  });

  it('asks for an address left out, and leaves judging a typed one to the server', () => {
    expect(inviteProblem('  ')).toBe("Enter the rep's email address");
    expect(inviteProblem('sam@example.com')).toBeNull();
  });
});

describe('who manages whom', () => {
  const admin = { id: 'u-admin', role: 'admin' as const };

  it('lets an admin manage any member but the founder and themself', () => {
    expect(canManage(admin, member({}))).toBe(true);
    expect(canManage(admin, member({ role: 'admin', user_id: 'u-other-admin' }))).toBe(true);
    expect(canManage(admin, member({ founder: true, role: 'admin', user_id: 'u-founder' }))).toBe(false);
    expect(canManage(admin, member({ user_id: 'u-admin', role: 'admin' }))).toBe(false);
  });

  it('lets a rep manage no one', () => {
    expect(canManage({ id: 'u-rep2', role: 'rep' }, member({}))).toBe(false);
  });

  it('lists the founder first, then admins, then reps, each by name', () => {
    const list = sortedMembers([
      member({ user_id: '1', name: 'Zoe', role: 'rep' }),
      member({ user_id: '2', name: 'Bea', role: 'admin' }),
      member({ user_id: '3', name: 'Ann', role: 'rep' }),
      member({ user_id: '4', name: 'Yan', role: 'admin', founder: true }),
    ]);
    expect(list.map((m) => m.name)).toEqual(['Yan', 'Bea', 'Ann', 'Zoe']);
  });
});
