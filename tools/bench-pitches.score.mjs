// The pitches' figures (repeated sentences, details named, contradictions, the product named), every
// pitch with what was found in it, and the report printed beside the old writer's figures.
import { writeFileSync } from 'node:fs';
import { fmt, machine } from './bench-kit.mjs';
import { contradictionsIn, detailsIn, listingIn, masker, sentencesOf } from './bench-pitches.details.mjs';

export function scoreSet(items, details) {
  const counts = new Map();
  const perPitchDetails = [];
  const perPitchWithListing = [];
  let naming = 0;
  const contradictions = [];
  for (const { lead, pitch, product, offer } of items) {
    const d = details.get(lead);
    const mask = masker([...d.names, offer.company_name, offer.product_name, offer.sender_name]);
    const seen = new Set(
      [pitch.email_opener, pitch.call_opener, pitch.value_proposition].flatMap(sentencesOf).map(mask),
    );
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
    const opening = `${pitch.email_opener}\n${pitch.value_proposition}`;
    const own = detailsIn(opening, d);
    perPitchDetails.push(own.size);
    perPitchWithListing.push(own.size + listingIn(opening, d).size);
    const spoken = [pitch.email_opener, pitch.call_opener, pitch.value_proposition, pitch.suggested_approach].join(
      '\n',
    );
    if (spoken.toLowerCase().includes(product.toLowerCase())) naming++;
    for (const c of contradictionsIn(pitch, d)) contradictions.push({ restaurant: lead.name, ...c });
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [topSentence, topCount] = ranked[0] ?? ['', 0];
  const n = items.length;
  return {
    pitches: n,
    top_sentence_share: topCount / n,
    top_sentence: topSentence,
    top_sentences: ranked.slice(0, 3).map(([sentence, count]) => ({ sentence, share: count / items.length })),
    details_min: Math.min(...perPitchDetails),
    details_mean: perPitchDetails.reduce((a, b) => a + b, 0) / n,
    details_share_2plus: perPitchDetails.filter((x) => x >= 2).length / n,
    with_listing_min: Math.min(...perPitchWithListing),
    with_listing_share_2plus: perPitchWithListing.filter((x) => x >= 2).length / n,
    contradictions: contradictions.length,
    contradiction_examples: contradictions.slice(0, 3),
    naming_product_share: naming / n,
  };
}

export function score(perOffer, details) {
  const offers = perOffer.map(({ vendor, product, offer, via, pitches }) => ({
    vendor,
    product,
    via,
    ...scoreSet(
      pitches.map((p) => ({ ...p, product, offer })),
      details,
    ),
  }));
  const overall = scoreSet(
    perOffer.flatMap(({ product, offer, pitches }) => pitches.map((p) => ({ ...p, product, offer }))),
    details,
  );
  return { offers, overall };
}

/** Every pitch with what the script found in it, to read the figures' grounds. */
export function dump(file, perOffer, details) {
  const rows = perOffer.flatMap(({ vendor, product, offer, pitches }) =>
    pitches.map(({ lead, pitch }) => {
      const d = details.get(lead);
      return {
        vendor,
        restaurant: lead.name,
        website: lead.website,
        known: {
          ...d,
          dishes: [...d.dishes],
          prices: [...d.prices],
          years: [...d.years],
          events: [...d.events],
          platforms: [...d.platforms],
          hours: Object.fromEntries(d.hours),
        },
        details_named: [...detailsIn(`${pitch.email_opener}\n${pitch.value_proposition}`, d)],
        listing_named: [...listingIn(`${pitch.email_opener}\n${pitch.value_proposition}`, d)],
        contradictions: contradictionsIn(pitch, d),
        names_product: JSON.stringify(pitch).toLowerCase().includes(product.toLowerCase()),
        offer_sender: offer.sender_name,
        pitch,
      };
    }),
  );
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
}

// --- Report -------------------------------------------------------------------------------------

export function report(now, old) {
  const pct = (x) => (Number.isFinite(x) ? `${fmt(x * 100, 0)}%` : 'n/a');
  const line = (label, f) =>
    `  ${label.padEnd(16)} top sentence ${pct(f.top_sentence_share).padStart(4)} | site details min ${f.details_min}, mean ${fmt(f.details_mean)}, >=2 in ${pct(f.details_share_2plus).padStart(4)} | site + listing min ${f.with_listing_min ?? 'n/a'}, >=2 in ${pct(f.with_listing_share_2plus).padStart(4)} | contradictions ${String(f.contradictions).padStart(3)} | names product ${pct(f.naming_product_share).padStart(4)}`;
  console.log(
    `\nPitch quality (${machine()}): 'Generate Pitch' on ${now.leads} leads with websites in ${now.city}, for each simulated vendor's offer`,
  );
  console.log('  targets: top sentence <= 10%, details >= 2 in every pitch, contradictions 0, names product 100%');
  const block = (title, f) => {
    console.log(`${title}`);
    for (const o of f.offers) console.log(line(o.vendor, o));
    console.log(line('overall', f.overall));
    for (const t of f.overall.top_sentences ?? [
      { sentence: f.overall.top_sentence, share: f.overall.top_sentence_share },
    ])
      console.log(`  repeated in ${pct(t.share)} of pitches: "${t.sentence}"`);
    for (const c of f.overall.contradiction_examples ?? [])
      console.log(`  contradiction (${c.capability}, ${c.restaurant}): "${c.sentence}"`);
  };
  block(`this writer (commit ${now.commit}, via ${now.offers[0]?.via ?? 'n/a'}):`, now);
  if (now.no_offer) {
    const f = now.no_offer;
    console.log(`no offer set, the rep's company only (${f.company}):`);
    console.log(line('no offer', f));
    for (const t of f.top_sentences) console.log(`  repeated in ${pct(t.share)} of pitches: "${t.sentence}"`);
    for (const c of f.contradiction_examples)
      console.log(`  contradiction (${c.capability}, ${c.restaurant}): "${c.sentence}"`);
  }
  if (old) {
    block(`old writer (commit ${old.commit}, measured ${old.date.slice(0, 10)}):`, old);
    // The saved figures were counted before the site/listing split: its 'site details' include the
    // street, and its 'site + listing' is the rating and review count added to them.
    console.log(
      "  (the old writer's figures as saved: its site details count the street, its site + listing the rating)",
    );
  }
}
