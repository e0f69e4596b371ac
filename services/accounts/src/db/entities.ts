import { defineEntity, p } from '@mikro-orm/core';
import type { BusinessAnalysis, CustomPitchReportPreference, Offer } from '@leadgen/contracts';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class User extends UserSchema.class {}
UserSchema.setClass(User);

export const ProfileSchema = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(254),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    companyName: p.string().length(200).nullable(),
    companySize: p.string().length(50).nullable(),
    companyWebsite: p.string().length(2048).nullable(),
    role: p.string().length(100).nullable(),
    /** The rep's own booking page, which a draft offers after its ask. */
    meetingUrl: p.string().length(2048).nullable(),
    subscriptionTier: p.string().length(20).default('free'),
    /** When the account's trial ends (its plan then falls to Free); null: no trial. */
    trialEndsAt: p.datetime().nullable(),
    creditsRemaining: p.integer().default(100),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class Profile extends ProfileSchema.class {}
ProfileSchema.setClass(Profile);

export const EmailVerificationSchema = defineEntity({
  name: 'EmailVerification',
  tableName: 'email_verifications',
  properties: {
    email: p.string().length(254).primary(),
    codeHash: p.string().length(128),
    expiresAt: p.datetime(),
    attempts: p.integer().default(0),
    sentAt: p.datetime(),
    verifiedAt: p.datetime().nullable(),
  },
});
export class EmailVerification extends EmailVerificationSchema.class {}
EmailVerificationSchema.setClass(EmailVerification);

/** One signed-in device: the token carries its id, and ending it signs that device out. */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    createdAt: p.datetime(),
    /** Coarse: moved when the gateway re-confirms the session, at most every few minutes. */
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    ip: p.string().length(100).default(''),
    /** The device label shown in Account Settings, e.g. 'Chrome on macOS'. */
    userAgent: p.string().length(120).default(''),
  },
});
export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

/**
 * The business report a rep selected for custom pitches (GET/PUT /api/preferences/custom-pitch-report),
 * one row per rep; `report` null when the rep cleared it or had none. `carriedOver`: the row was
 * taken from leads' old table (leads kept the selection before accounts did), not put by the rep.
 */
export const CustomPitchReportSelectionSchema = defineEntity({
  name: 'CustomPitchReportSelection',
  tableName: 'custom_pitch_reports',
  properties: {
    userId: p.uuid().primary(),
    report: p.json<CustomPitchReportPreference['report']>().nullable(),
    carriedOver: p.boolean().default(false),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class CustomPitchReportSelection extends CustomPitchReportSelectionSchema.class {}
CustomPitchReportSelectionSchema.setClass(CustomPitchReportSelection);

/** What I sell: the rep's offer, one row per rep; no row while the rep has set none (or cleared it). */
export const OfferRowSchema = defineEntity({
  name: 'OfferRow',
  tableName: 'offers',
  properties: {
    userId: p.uuid().primary(),
    offer: p.json<Offer>(),
    updatedAt: p.datetime(),
  },
});
export class OfferRow extends OfferRowSchema.class {}
OfferRowSchema.setClass(OfferRow);

/** What I sell for a whole team, set by an admin; each rep sends it as themselves. */
export const TeamOfferRowSchema = defineEntity({
  name: 'TeamOfferRow',
  tableName: 'team_offers',
  properties: {
    teamId: p.uuid().primary(),
    offer: p.json<Offer>(),
    updatedAt: p.datetime(),
    updatedBy: p.string().length(200).default(''),
  },
});
export class TeamOfferRow extends TeamOfferRowSchema.class {}
TeamOfferRowSchema.setClass(TeamOfferRow);

/** A Business Analysis the rep ran, kept to reopen; the latest KEPT_ANALYSES per rep. */
export const KeptAnalysisSchema = defineEntity({
  name: 'KeptAnalysis',
  tableName: 'kept_analyses',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    companyName: p.string().length(300),
    websiteUrl: p.string().length(2048),
    analysis: p.json<BusinessAnalysis>(),
    createdAt: p.datetime(),
  },
});
export class KeptAnalysis extends KeptAnalysisSchema.class {}
KeptAnalysisSchema.setClass(KeptAnalysis);

/** A team of reps. Its id is its founder's user id, so the founder's work is the team's from its first day. */
export const TeamRowSchema = defineEntity({
  name: 'TeamRow',
  tableName: 'teams',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    createdAt: p.datetime(),
  },
});
export class TeamRow extends TeamRowSchema.class {}
TeamRowSchema.setClass(TeamRow);

/** A rep's place in a team, one team at a time; no row: a team of one (their own id, admin). */
export const TeamMemberRowSchema = defineEntity({
  name: 'TeamMemberRow',
  tableName: 'team_members',
  properties: {
    userId: p.uuid().primary(),
    teamId: p.uuid().index(),
    role: p.string().length(10),
    joinedAt: p.datetime(),
  },
});
export class TeamMemberRow extends TeamMemberRowSchema.class {}
TeamMemberRowSchema.setClass(TeamMemberRow);

/** An invite to a team, good for one email address until it expires or is used; its code is kept hashed. */
export const TeamInviteRowSchema = defineEntity({
  name: 'TeamInviteRow',
  tableName: 'team_invites',
  properties: {
    id: p.uuid().primary(),
    teamId: p.uuid().index(),
    email: p.string().length(254),
    role: p.string().length(10),
    codeHash: p.string().length(128).unique(),
    invitedBy: p.uuid(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
  },
});
export class TeamInviteRow extends TeamInviteRowSchema.class {}
TeamInviteRowSchema.setClass(TeamInviteRow);

/**
 * A rep's weekly digest of their territory watches: on unless they turned it off; when it last went
 * out, up to when its changes were told (the next starts there), and when it is next due. A rep has
 * a row from the first round of the digest worker after their account exists.
 */
export const DigestSettingsRowSchema = defineEntity({
  name: 'DigestSettingsRow',
  tableName: 'digest_settings',
  properties: {
    userId: p.uuid().primary(),
    weekly: p.boolean().default(true),
    lastSentAt: p.datetime().nullable(),
    coveredUntil: p.datetime().nullable(),
    nextDueAt: p.datetime(),
  },
});
export class DigestSettingsRow extends DigestSettingsRowSchema.class {}
DigestSettingsRowSchema.setClass(DigestSettingsRow);

export const ENTITIES = [
  UserSchema,
  ProfileSchema,
  EmailVerificationSchema,
  SessionSchema,
  CustomPitchReportSelectionSchema,
  OfferRowSchema,
  TeamOfferRowSchema,
  KeptAnalysisSchema,
  TeamRowSchema,
  TeamMemberRowSchema,
  TeamInviteRowSchema,
  DigestSettingsRowSchema,
];
