import { Readable } from 'node:stream';
import type { SendMailOptions, SentMessageInfo, Transporter } from 'nodemailer';

/*
 * The one moment of an SMTP transaction after which the server may hold the email: it has answered
 * DATA with 354 and the message's bytes begin to flow. Until then an instance that dies leaves
 * nothing at the server, so the email can be sent again; from then on it never is. The message's
 * bytes wait for the caller's step at that moment (marking the email as attempted).
 */

/** Run when the server has asked for the message's bytes, before any is sent; throwing sends none. */
export type OnDataAccepted = () => Promise<void>;

/** Where an email's step travels with it through nodemailer (which copies the options it is given). */
const GATE_KEY = 'onDataAccepted';

/** The transport's plugin: a message sent with `sendGated` holds its bytes until its step is done. */
export function holdDataForGate(transport: Transporter): void {
  transport.use('stream', (mail, done) => {
    const gate = (mail.data as Record<string, unknown>)[GATE_KEY] as OnDataAccepted | undefined;
    if (gate) mail.message.processFunc((input) => Readable.from(afterGate(input, gate), { objectMode: false }));
    done();
  });
}

/** The message's bytes, once the gate's step is done (the server reads them only after its 354). */
async function* afterGate(input: Readable, gate: OnDataAccepted): AsyncGenerator<Buffer> {
  try {
    await gate();
  } catch (err) {
    input.destroy();
    throw err;
  }
  yield* input;
}

/** Sends `message` through a transport from `openTransport`, running `onDataAccepted` at that moment. */
export function sendGated(
  transport: Transporter,
  message: SendMailOptions,
  onDataAccepted: OnDataAccepted,
): Promise<SentMessageInfo> {
  return transport.sendMail({ ...message, [GATE_KEY]: onDataAccepted } as SendMailOptions);
}
