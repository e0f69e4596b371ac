import type { Caller, OutreachLeadFacts, Pitch } from '@leadgen/contracts';
import type { OfferSender } from './draft.offer-sender.js';
import type { DraftPitch } from './draft.write.js';

/** The pitch a draft is written from, and what the composer says of it. */
export interface DraftPitchChoice {
  pitch: DraftPitch | null;
  /** The kept pitch's id; null when none is kept, or when one was written for this draft. */
  pitch_id: string | null;
  /** A pitch was written for this draft (and kept with the lead). */
  written: boolean;
  /** None is kept and none was written: the rep's plan has no pitches left this month. */
  limit_reached: boolean;
}

/** Writes a lead's pitch from its listing (analysis, as 'Generate Pitch'); null when it could not. */
export interface PitchWriter {
  write(caller: Caller, lead: NonNullable<OutreachLeadFacts['lead']>): Promise<Pitch | null>;
}

/**
 * The pitch a draft is written from: the lead's latest kept pitch, unless none is kept, or the kept
 * one names no product while What I sell names one now (it was written before): then one is written
 * for the draft, while the rep's plan has pitches left this month. A pitch that cannot be written
 * leaves the kept one, or the plain opener.
 */
export async function pitchForDraft(
  facts: Pick<OutreachLeadFacts, 'pitch' | 'lead'>,
  caller: Caller,
  offer: Pick<OfferSender, 'product'> | null,
  writer: PitchWriter,
): Promise<DraftPitchChoice> {
  const kept = facts.pitch;
  const asKept: DraftPitchChoice = { pitch: kept, pitch_id: kept?.id ?? null, written: false, limit_reached: false };
  const outdated = !!kept && !kept.offer_product && !!offer?.product.trim();
  if ((kept && !outdated) || !facts.lead) return asKept;
  if (caller.limits_reached?.includes('pitches_generated')) return { ...asKept, limit_reached: !kept };
  const written = await writer.write(caller, facts.lead);
  if (!written) return asKept;
  return { pitch: asDraftPitch(written), pitch_id: null, written: true, limit_reached: false };
}

/** A pitch written for the draft, as the draft reads a kept one. */
function asDraftPitch(p: Pitch): DraftPitch {
  return { email_opener: p.email_opener, offer_product: p.offer_product ?? null, email: p.email ?? null };
}
