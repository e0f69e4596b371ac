import type { Pitch } from '@leadgen/contracts';
import type { GeneratedBy, StructuredGenerator } from '@leadgen/llm';
import { writePitch, type PitchFacts } from '../pitch/pitch.writer.js';
import { siteFacts, type ModelPitchInput, type PitchFact } from './pitch-model.input.js';
import { writeWithModel } from './pitch-model.write.js';

const LISTING = 'the listing';

/** What the listing says of the restaurant, each as a fact whose source is the listing. */
function listingFacts({ restaurant: r, site, siteUnread }: PitchFacts): PitchFact[] {
  const facts: string[] = [];
  if (r.cuisine) facts.push(`Cuisine: ${r.cuisine}`);
  if (r.address) facts.push(`Address: ${r.address}`);
  if (r.rating !== null)
    facts.push(r.reviews !== null ? `Rated ${r.rating} from ${r.reviews} reviews` : `Rated ${r.rating}`);
  if (r.responseRate !== null && (r.reviews ?? 0) > 0)
    facts.push(`The owner answered ${Math.round(r.responseRate * 100)}% of reviews`);
  if (r.locations !== null && r.locations > 1) facts.push(`${r.locations} locations`);
  if (r.hours.length) facts.push(`Hours: ${r.hours.join('; ')}`);
  if (r.recentlyOpened) facts.push('Opened recently');
  if (r.social.length) facts.push(`On ${r.social.join(', ')}`);
  if (!r.website) facts.push('No website listed');
  else if (siteUnread && !site) facts.push('The website could not be read: say nothing of what it has or lacks');
  return facts.map((claim) => ({ claim, source: LISTING }));
}

/** The model's input from the writer's own facts: the same offer, restaurant, site and people. */
export function modelInputFrom(f: PitchFacts): ModelPitchInput {
  return {
    restaurant: { ...f.restaurant },
    website: f.site ? { url: f.site.url, pages_read: f.site.pagesRead } : null,
    offer: f.offer ?? null,
    seller:
      f.offer || !f.seller
        ? null
        : { company_name: f.seller.company_name, value_proposition: f.seller.value_proposition },
    facts: [...listingFacts(f), ...(f.site ? siteFacts(f.site) : [])],
    contacts: (f.people ?? []).map((p) => ({ name: p.name, role: p.role, source: p.page_url })),
  };
}

/**
 * A pitch surface's model path: the model when one is configured, checked against the facts, with
 * the one writer's pitch behind it; the note to the rep travels with the pitch (writer_note).
 */
export async function pitchWithModel(
  llm: StructuredGenerator,
  facts: PitchFacts,
  deterministic: () => Pitch = () => writePitch(facts),
): Promise<{ pitch: Pitch; generated_by: GeneratedBy }> {
  const out = await writeWithModel(llm, modelInputFrom(facts), facts.site, deterministic);
  return { pitch: out.note ? { ...out.pitch, writer_note: out.note } : out.pitch, generated_by: out.generated_by };
}
