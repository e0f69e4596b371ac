import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorEnvelope, type ErrorEnvelope } from '@leadgen/contracts';

interface ClientError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

/** A method name as HTTP spells one (RFC 9110 token): an unknown one is not implemented, anything else is garbage. */
const METHOD_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,32} /;

/** The status and envelope for a request Node's parser refused before any handler saw it. */
export function clientErrorReply(err: ClientError): { status: number; envelope: ErrorEnvelope } {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, envelope: errorEnvelope('HEADERS_TOO_LARGE', 'The request headers are too large.') };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return { status: 408, envelope: errorEnvelope('REQUEST_TIMEOUT', 'The request took too long to arrive.') };
    case 'HPE_INVALID_METHOD': {
      const method = METHOD_TOKEN.exec(err.rawPacket?.subarray(0, 40).toString('latin1') ?? '')?.[0].trim();
      if (method)
        return { status: 501, envelope: errorEnvelope('NOT_IMPLEMENTED', `The method ${method} is not supported.`) };
      break;
    }
  }
  return { status: 400, envelope: errorEnvelope('BAD_REQUEST', 'The request is malformed and could not be read.') };
}

/**
 * Node's HTTP parser answers requests it cannot read (bad request line, unknown method, malformed
 * Content-Length, headers over the limit) itself, with a bare status line. This answers them in
 * the product's envelope instead, as a complete HTTP response, and closes the connection: after
 * a malformed request nothing later on the same connection can be trusted to be read right.
 */
export function answerClientErrorsInEnvelope(server: Server): void {
  server.on('clientError', (err: ClientError, socket: Duplex) => {
    // Part of a response already went out on this connection: another one would corrupt it.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, envelope } = clientErrorReply(err);
    const body = JSON.stringify(envelope);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'x-content-type-options: nosniff\r\n' +
        'cache-control: no-store\r\n' +
        'connection: close\r\n\r\n' +
        body,
    );
  });
}
