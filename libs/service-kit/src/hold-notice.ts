/**
 * A caller that sends this header on a request understands hold notices: when the request is still
 * unanswered HOLD_NOTICE_MS after it arrived, the instance holding it sends an empty message to the
 * reply subject with HELD_BY_HEADER naming the subject it answers while it runs. If that instance
 * dies, the caller learns it from NATS ("no responders" on that subject) and answers its rep at
 * once, instead of at the route's time limit. Other callers (Nest's client) get no notices.
 */
export const HOLD_NOTICE_HEADER = 'Hold-Notice';
/**
 * The header's value for a request the caller will not send again (a write, a pitch): the notice
 * comes as the instance takes it, so an instance that dies at once is known too, and the rep hears
 * 'temporarily unavailable' in seconds instead of at the route's time limit. Any other value: after
 * HOLD_NOTICE_MS, so a fast read costs no second message.
 */
export const HOLD_NOTICE_AT_ONCE = 'at-once';
export const HELD_BY_HEADER = 'Held-By';

/** Most requests are answered sooner, so notices stay rare; a request held longer is worth watching. */
export const HOLD_NOTICE_MS = 250;
