import { readBody, sendJson, type SimRoute } from '../http/http.route.js';
import type { SimClock } from './clock.js';
import { MAX_CLOCK_BODY_BYTES, parseAdvance } from './clock.request.js';

const refuse = (status: number, message: string, reason: string) => ({
  error: { code: status, message, status: reason },
});

/**
 * `/control/clock` on the simulator's own port: GET reads the simulated time, POST
 * `{"advance_days": 28}` moves it forward. A bad move is refused with 400 and moves nothing.
 * Only the simulator has it; production, which never runs the simulator, has no such route.
 */
export function clockRoute(clock: SimClock): SimRoute {
  return async (req, res, url) => {
    if (url.pathname !== '/control/clock') return false;
    if (req.method === 'GET' || req.method === 'HEAD') {
      sendJson(res, 200, clock.answer());
      return true;
    }
    if (req.method !== 'POST') {
      sendJson(res, 405, refuse(405, 'The clock is read with GET and moved with POST.', 'METHOD_NOT_ALLOWED'), {
        allow: 'GET, HEAD, POST',
      });
      return true;
    }
    let text: string;
    try {
      text = await readBody(req, MAX_CLOCK_BODY_BYTES);
    } catch {
      // The rest of an oversized body is not read: the connection closes after the answer.
      sendJson(
        res,
        400,
        refuse(400, `the body is over ${MAX_CLOCK_BODY_BYTES} bytes; send {"advance_days": 28}`, 'INVALID_ARGUMENT'),
        {
          connection: 'close',
        },
      );
      return true;
    }
    const move = parseAdvance(text);
    if ('error' in move) {
      sendJson(res, 400, refuse(400, move.error, 'INVALID_ARGUMENT'));
      return true;
    }
    if (move.days > clock.daysLeft) {
      sendJson(
        res,
        400,
        refuse(
          400,
          `the clock can move ten years in all; it has moved ${clock.advancedDays} days, so at most ${clock.daysLeft} more`,
          'INVALID_ARGUMENT',
        ),
      );
      return true;
    }
    clock.advance(move.days);
    sendJson(res, 200, clock.answer());
    return true;
  };
}
