// The cold emails of bench-pitches read by the email linter (libs/email-lint), as a sales manager
// would: each rule's violations over every email, and the most repeated sentence among the emails of
// one offer and among whole pitches (email, openers, value proposition and the lists), names masked.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './stack.mjs';

const load = (p) => import(pathToFileURL(path.join(root, p)).href);

/** "Sofia Rossi is the chef and owner." in a pitch's evidence: the people the pages named. */
const PERSON_CLAIM =
  /^(.+?) is (the owner|one of the owners|the founder|the chef and owner|the chef|the general manager|the manager)\.$/;

function peopleOf(pitch) {
  return (pitch.evidence ?? []).flatMap((e) => {
    const m = PERSON_CLAIM.exec(e.claim);
    return m ? [{ name: m[1], role: m[2] }] : [];
  });
}

/** A pitch's texts besides its email (openers, value proposition, approach), each list item a text of its own. */
export const pitchFields = (pitch) => [
  pitch.email_opener,
  pitch.call_opener,
  pitch.value_proposition,
  pitch.suggested_approach,
  ...(pitch.key_insights ?? []),
  ...(pitch.pain_points ?? []),
  ...(pitch.opportunity_highlights ?? []),
];

/** Every text of a pitch, its email and lists included. */
const wholePitch = (pitch) => [pitch.email ? pitch.email.body : '', ...pitchFields(pitch)];

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sentence most pitches share, names masked, counted once a pitch: every sentence of every
 * field and list item (the email linter's corpus rule reads emails, whose short closing lines it
 * takes for a signature; a list's short findings are exactly what must be counted here).
 */
function mostRepeated(bodies) {
  const counts = new Map();
  for (const { body, names } of bodies) {
    const masks = names.filter((n) => n && n.trim().length > 1).map((n) => new RegExp(escapeRe(n.trim()), 'gi'));
    const seen = new Set();
    for (const text of body)
      for (const { segment } of segmenter.segment(text ?? '')) {
        const sentence = masks.reduce((t, re) => t.replace(re, '<name>'), segment.trim()).replace(/\s+/g, ' ');
        if (sentence) seen.add(sentence);
      }
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const [sentence, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { sentence, share: bodies.length ? n / bodies.length : 0 };
}

/**
 * sets: [{ vendor, offer, pitches: [{ lead, pitch }] }]. Returns the figures: emails read, emails
 * missing, violations per rule (with an example each), and per set the most repeated sentence share
 * of the emails and of the whole pitches.
 */
export async function lintEmails(sets) {
  const { lintEmail, lintCorpus } = await load('libs/email-lint/dist/index.js');
  const { emailText } = await load('libs/contracts/dist/index.js');
  const rules = {};
  let emails = 0;
  let missing = 0;
  const repeated = [];
  for (const { vendor, offer, pitches } of sets) {
    const mailBodies = [];
    const wholeBodies = [];
    for (const { lead, pitch } of pitches) {
      const people = peopleOf(pitch);
      const names = [
        lead.name,
        offer.company_name,
        offer.product_name,
        offer.sender_name,
        ...people.map((p) => p.name),
      ];
      wholeBodies.push({ body: wholePitch(pitch), names });
      if (!pitch.email) {
        missing++;
        continue;
      }
      emails++;
      const body = emailText(pitch.email);
      mailBodies.push({ body, names });
      const found = lintEmail(
        { subject: pitch.email.subject, body },
        { senderName: offer.sender_name || null, people },
      );
      for (const v of found) {
        const r = (rules[v.rule] ??= { count: 0, example: null });
        r.count++;
        r.example ??= { restaurant: lead.name, message: v.message };
      }
    }
    const top = (bodies) => lintCorpus(bodies, 0)[0] ?? null;
    repeated.push({ vendor, email: top(mailBodies), whole: mostRepeated(wholeBodies), emails: mailBodies.length });
  }
  return { emails, missing, rules, repeated };
}

/** The linter's figures as lines of the report. */
export function reportEmails(f) {
  const pct = (x) => `${Math.round((x ?? 0) * 100)}%`;
  const lines = [
    `Cold emails read by the email linter: ${f.emails} emails${f.missing ? `, ${f.missing} pitches without one` : ''}`,
  ];
  for (const rule of ['one_ask', 'one_sign_off', 'greeting_is_a_person', 'no_forced_tie', 'length'])
    lines.push(
      `  ${rule.padEnd(22)} ${String(f.rules[rule]?.count ?? 0).padStart(3)} violations${f.rules[rule]?.example ? ` (e.g. ${f.rules[rule].example.restaurant}: ${f.rules[rule].example.message})` : ''}`,
    );
  lines.push('  most repeated sentence (target <= 10%), in the emails | in the whole pitch, lists included:');
  for (const r of f.repeated)
    lines.push(
      `  ${r.vendor.padEnd(16)} ${pct(r.email?.share).padStart(4)} "${r.email?.sentence ?? ''}" | ${pct(r.whole?.share).padStart(4)} "${r.whole?.sentence ?? ''}"`,
    );
  return lines.join('\n');
}
