import { defineEntity, p } from '@mikro-orm/core';

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
    subscriptionTier: p.string().length(20).default('free'),
    creditsRemaining: p.integer().default(100),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
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

export const ENTITIES = [UserSchema, ProfileSchema, EmailVerificationSchema];
