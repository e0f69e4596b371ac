// How `npm start` prints the log: the services always write JSON lines (pino); on a terminal each
// line is shown as one readable line (pino-pretty), elsewhere, or with LOG_FORMAT=json, as JSON.
// The start script's own lines (building, NATS, restarts, give-ups) take the same form, as service
// 'leadgen'.

export const LOG_FORMATS = ['json', 'pretty'];

/**
 * 'pretty' or 'json': LOG_FORMAT when set, else 'pretty' when stdout is a terminal. Throws naming
 * the setting for any other value.
 */
export function chooseLogFormat(value, isTTY) {
  if (value === undefined || value === '') return isTTY ? 'pretty' : 'json';
  if (LOG_FORMATS.includes(value)) return value;
  throw new Error(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')} (or empty), not "${value}"`);
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** One log line of our own, in the services' JSON shape. */
export function ownJsonLine(level, msg, extra = {}) {
  const time = new Date().toISOString();
  return JSON.stringify({ level: LEVELS[level], time, service: 'leadgen', name: 'leadgen', ...extra, msg });
}

/** Whether a line is (probably) a JSON object: checked cheaply, every service line passes here. */
const looksLikeJson = (line) => line.startsWith('{') && line.endsWith('}');

/**
 * The printer for one format. `child(name, stream, line)` renders a line a service printed;
 * `own(level, msg, extra)` one of ours; both return the text to write, ending in a newline.
 * `quote(line)` renders a service line for a give-up message (no trailing newline).
 */
export async function createLogPrinter(format, { colorize = false } = {}) {
  if (format === 'json') {
    return {
      // A line a service wrote outside its logger (a Node warning, a crash's stack) becomes JSON too.
      child: (name, stream, line) => {
        if (looksLikeJson(line)) return `${line}\n`;
        const level = stream === 'stderr' ? 50 : 30;
        return `${JSON.stringify({ level, time: new Date().toISOString(), service: name, name, stream, msg: line })}\n`;
      },
      own: (level, msg, extra) => `${ownJsonLine(level, msg, extra)}\n`,
      quote: (line) => line,
    };
  }
  const { prettyFactory } = await import('pino-pretty');
  const options = {
    translateTime: 'SYS:HH:MM:ss.l',
    // The service's name is shown as "(accounts)"; Nest's context goes before the message.
    ignore: 'pid,hostname,service,context',
    messageFormat: '{if context}[{context}] {end}{msg}',
    singleLine: true,
  };
  const pretty = prettyFactory({ ...options, colorize });
  // A quoted line goes inside a message of ours, which has its own colour.
  const plain = prettyFactory({ ...options, colorize: false });
  return {
    // pino-pretty passes a line that is not JSON through as it is.
    child: (name, stream, line) => (looksLikeJson(line) ? pretty(line) : `${line}\n`),
    own: (level, msg, extra) => pretty(ownJsonLine(level, msg, extra)),
    quote: (line) => (looksLikeJson(line) ? plain(line) : line).trimEnd(),
  };
}
