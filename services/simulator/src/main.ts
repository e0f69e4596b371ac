import path from 'node:path';
import { createLogger } from '@leadgen/service-kit';
import { loadSimulatorEnv } from './env.js';
import { startSimulator } from './simulator.js';

const env = loadSimulatorEnv();
const logger = createLogger('simulator', env.LOG_LEVEL);
const simulator = await startSimulator({
  host: env.SIMULATOR_HOST,
  port: env.SIMULATOR_PORT,
  smtpPort: env.SIMULATOR_SMTP_PORT,
  mailboxPort: env.SIMULATOR_MAILBOX_PORT,
  imapPort: env.SIMULATOR_IMAP_PORT,
  answerDelayMs: env.SIMULATOR_ANSWER_DELAY_MS,
  answers: env.SIMULATOR_ANSWERS,
  onMailboxError: (err) => logger.warn({ err: err.message }, 'the simulated mailbox could not take or answer a mail'),
  mailbox: env.SIMULATOR_MAILBOX,
  placesKey: env.SIMULATOR_PLACES_KEY,
  dataDir: path.resolve(env.SIMULATOR_DATA_DIR),
});
logger.info(
  {
    url: simulator.url,
    mailbox: simulator.mailbox?.pageUrl ?? null,
    imap: simulator.mailbox ? `imap://${simulator.mailbox.imap.host}:${simulator.mailbox.imap.port}` : null,
    ca: simulator.caFile,
    // A clock moved before (kept in the data folder) is moved still: say so at start-up.
    clock: simulator.clock.answer(),
  },
  `the simulated outside world is up: Places API, RDAP, the restaurants' websites${simulator.mailbox ? ' and a mailbox' : ''}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void simulator.close().then(() => process.exit(0)));
