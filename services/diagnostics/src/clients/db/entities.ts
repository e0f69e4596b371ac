import { defineEntity, p } from '@mikro-orm/core';

/** One customer of an account (the rep's own clients), for "nearby clients" on a diagnostic. */
export const ClientSchema = defineEntity({
  name: 'AccountClient',
  tableName: 'account_clients',
  properties: {
    id: p.uuid().primary(),
    /** The signed-in user the list belongs to. */
    accountId: p.string().length(100).index(),
    name: p.string().length(200),
    /** name|city|state, lower-cased: a client is listed once per account. */
    dedupKey: p.string().length(400),
    address: p.string().length(300).nullable(),
    city: p.string().length(100),
    state: p.string().length(2),
    website: p.string().length(2048).nullable(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class AccountClient extends ClientSchema.class {}
ClientSchema.setClass(AccountClient);

export const ENTITIES = [ClientSchema];
