import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { openTransport } from './smtp.transport.js';
import { sendGated } from './smtp.data-gate.js';

/** A real SMTP server on 127.0.0.1 that logs each command's moment beside the gate's. */
async function startServer(options: { refuseRecipient?: boolean; dropAtRcpt?: boolean; connections?: number } = {}) {
  const events: string[] = [];
  const messages: string[] = [];
  const sockets: Socket[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      events.push('RCPT TO');
      if (options.dropAtRcpt) return sockets.forEach((socket) => socket.destroy());
      callback(options.refuseRecipient ? Object.assign(new Error('No such user'), { responseCode: 550 }) : undefined);
    },
    onData(stream, _session, callback) {
      events.push('DATA accepted');
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const transport = openTransport({ host: '127.0.0.1', port, security: 'none', user: null, password: null } as never, {
    timeoutMs: 5_000,
    verifyCertificates: false,
    connections: options.connections,
  });
  return {
    events,
    messages,
    transport,
    close: async () => {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const email = {
  from: 'rep@vendor.example.com',
  to: 'owner@casa-verde.example.com',
  subject: 'Hello',
  text: 'Hi there.',
};

describe('sending with a step at the moment the server asks for the message', () => {
  it('runs the step once, after the server accepted the envelope and DATA, and then delivers', async () => {
    const server = await startServer();
    try {
      await sendGated(server.transport, email, async () => {
        server.events.push('step');
      });
      expect(server.events).toEqual(['RCPT TO', 'DATA accepted', 'step']);
      expect(server.messages).toHaveLength(1);
      expect(server.messages[0]).toContain('Hi there.');
    } finally {
      await server.close();
    }
  });

  it("runs each email's own step on a pooled transport (a batch's emails share connections)", async () => {
    const server = await startServer({ connections: 2 });
    const stepped: string[] = [];
    try {
      await Promise.all(
        ['a', 'b', 'c'].map((id) =>
          sendGated(server.transport, { ...email, subject: id }, async () => {
            stepped.push(id);
          }),
        ),
      );
      expect(stepped.sort()).toEqual(['a', 'b', 'c']);
      expect(server.messages).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('sends nothing when the step fails, and says why', async () => {
    const server = await startServer();
    try {
      await expect(
        sendGated(server.transport, email, async () => {
          throw new Error('the email is not ours to send any more');
        }),
      ).rejects.toThrow('the email is not ours to send any more');
      expect(server.messages).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('never runs the step when the server refuses the recipient', async () => {
    const server = await startServer({ refuseRecipient: true });
    let steps = 0;
    const step = async () => {
      steps += 1;
    };
    try {
      await expect(sendGated(server.transport, email, step)).rejects.toMatchObject({ responseCode: 550 });
      expect(steps).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('never runs the step when the connection breaks before DATA', async () => {
    const server = await startServer({ dropAtRcpt: true });
    let steps = 0;
    const step = async () => {
      steps += 1;
    };
    try {
      await expect(sendGated(server.transport, email, step)).rejects.toThrow();
      expect(steps).toBe(0);
      expect(server.messages).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
