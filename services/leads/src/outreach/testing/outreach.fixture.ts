import { randomUUID } from 'node:crypto';
import { samplePitch } from '@leadgen/contracts/testing';
import { LeadContactRow, LeadPitchRow } from '../../db/entities.js';
import type { MyLeadsWorld } from '../../my-leads/testing/my-leads.fixture.js';
import { OutreachSuppressionRecorder } from '../outreach-address-suppressed.js';
import { OutreachAnswerRecorder } from '../outreach-answer-received.js';
import { OutreachEmailSentRecorder } from '../outreach-email-sent.js';
import { OutreachLeadFactsReader } from '../outreach-lead-facts.js';

/** Leads' outreach answers over a My Leads world, wired as the module wires them. */
export function outreachOf(world: MyLeadsWorld) {
  return {
    facts: new OutreachLeadFactsReader(world.db),
    sent: new OutreachEmailSentRecorder(world.db, world.cache, world.statusChanged, world.clock),
    answers: new OutreachAnswerRecorder(world.db, world.cache, world.statusChanged, world.clock),
    suppressions: new OutreachSuppressionRecorder(world.db, world.clock),
  };
}

/** A contact kept on a saved lead, as a read of its site keeps it. */
export async function keepContact(
  world: MyLeadsWorld,
  rep: string,
  leadId: string,
  contact: { kind: 'email' | 'person'; value: string; label: string; email?: string; disposable?: boolean },
): Promise<string> {
  const em = await world.db.em();
  const at = world.clock.now();
  const id = randomUUID();
  em.create(LeadContactRow, {
    id,
    leadId,
    userId: rep,
    kind: contact.kind,
    value: contact.value,
    valueKey: contact.value.toLowerCase(),
    display: null,
    label: contact.label,
    email: contact.email ?? (contact.kind === 'email' ? contact.value : null),
    phone: null,
    disposable: contact.disposable ?? false,
    source: 'site',
    edited: false,
    pageUrl: null,
    evidence: null,
    removedAt: null,
    createdAt: at,
    updatedAt: at,
    optedOut: null,
    optedOutAt: null,
  });
  await em.flush();
  return id;
}

/** A pitch kept on a saved lead, written at the world's clock. */
export async function keepPitch(
  world: MyLeadsWorld,
  rep: string,
  leadId: string,
  emailOpener: string,
  /** What I sell's product the pitch spoke for; none: written before What I sell named one. */
  offerProduct?: string,
): Promise<string> {
  const em = await world.db.em();
  const id = randomUUID();
  em.create(LeadPitchRow, {
    id,
    leadId,
    userId: rep,
    kind: 'generated',
    pitch: { ...samplePitch, email_opener: emailOpener, ...(offerProduct ? { offer_product: offerProduct } : {}) },
    vendor: null,
    createdAt: world.clock.now(),
  });
  await em.flush();
  return id;
}
