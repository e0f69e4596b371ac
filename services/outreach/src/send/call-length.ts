/*
 * How long the call a thread asked for lasts: the first email said it ('Could we set up a 20-minute
 * demo this week?'), so the invite a reply sends, and the time a reply asks for, hold that long.
 */
import type { EntityManager } from '@mikro-orm/core';
import { EmailRow } from '../db/entities.js';

/** When the thread's first email names no length: What I sell's default ask, 'a 15-minute call this week'. */
export const CALL_MINUTES = 15;

/** Lengths a call or meeting is asked for in: shorter or longer is a figure about something else. */
const SHORTEST = 5;
const LONGEST = 120;

const MEETING = String.raw`(?:call|chat|demo|meeting|walk-?through|conversation|intro|session|zoom|video call|phone call)`;
/** '20-minute demo', '30 minute call', 'a 15-min intro call': the length as the meeting's adjective. */
const MINUTES_BEFORE = new RegExp(
  String.raw`\b(\d{1,3})[- ]?min(?:ute)?\.? (?:(?:quick|short|video|phone|online|product|intro|discovery|zoom) )?${MEETING}\b`,
  'i',
);
/** 'find 20 minutes', 'spare 10 minutes': the length as what is asked of them. */
const MINUTES_ASKED = /\b(?:find|spare|grab|set aside|book)(?: (?:just|about|around))? (\d{1,3}) minutes\b/i;
/** 'find half an hour', 'a half-hour call', 'an hour-long demo', 'spare an hour': 30 or 60 minutes. */
const HOURS = new RegExp(
  String.raw`\b(?:(?:find|spare|grab|set aside|book)(?: (?:just|about))? (?:half an hour|an hour|one hour)|(?:half[- ]an[- ]hour|half[- ]hour|an[- ]hour|one[- ]hour|1[- ]hour)(?:-long)? ${MEETING})\b`,
  'i',
);

const within = (minutes: number) => (minutes >= SHORTEST && minutes <= LONGEST ? minutes : null);

/**
 * The call's length in minutes as the text asks for it ('a 20-minute demo', 'spare 10 minutes',
 * 'half an hour'); null when it names none. A figure not about the meeting ('guests wait 12 minutes
 * less', '3 minutes a call') is not read as one.
 */
export function callMinutes(text: string | null | undefined): number | null {
  if (!text) return null;
  const named = MINUTES_BEFORE.exec(text) ?? MINUTES_ASKED.exec(text);
  if (named) return within(Number(named[1]));
  const hours = HOURS.exec(text);
  return hours ? (/half/i.test(hours[0]) ? 30 : 60) : null;
}

/**
 * The length the thread an answer belongs to asked for: read from the first email of the sequence
 * the answered email is in (the cold email, or the reply that asked for a time), else the default.
 */
export async function threadCallMinutes(em: EntityManager, answeredEmailId: string | null): Promise<number> {
  const answered = answeredEmailId
    ? await em.findOne(EmailRow, { id: answeredEmailId }, { fields: ['sequenceId', 'step', 'body'] })
    : null;
  if (!answered) return CALL_MINUTES;
  const first =
    answered.step === 0
      ? answered
      : await em.findOne(EmailRow, { sequenceId: answered.sequenceId, step: 0 }, { fields: ['body'] });
  return callMinutes(first?.body) ?? callMinutes(answered.body) ?? CALL_MINUTES;
}
