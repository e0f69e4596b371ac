import { clientErrorReply } from './client-error.handler.js';

const parserError = (code: string, raw = '') =>
  Object.assign(new Error(code), { code, rawPacket: Buffer.from(raw, 'latin1') });

describe('clientErrorReply', () => {
  it('answers oversized headers with 431 and a slow request with 408', () => {
    expect(clientErrorReply(parserError('HPE_HEADER_OVERFLOW'))).toMatchObject({
      status: 431,
      envelope: { code: 'HEADERS_TOO_LARGE' },
    });
    expect(clientErrorReply(parserError('ERR_HTTP_REQUEST_TIMEOUT'))).toMatchObject({
      status: 408,
      envelope: { code: 'REQUEST_TIMEOUT' },
    });
  });

  it('answers a well-formed but unknown method with 501 naming it, and garbage with 400', () => {
    expect(clientErrorReply(parserError('HPE_INVALID_METHOD', 'PURGEALL / HTTP/1.1\r\n'))).toEqual({
      status: 501,
      envelope: { success: false, code: 'NOT_IMPLEMENTED', error: 'The method PURGEALL is not supported.' },
    });
    expect(clientErrorReply(parserError('HPE_INVALID_METHOD', '\u0016\u0003\u0001\u0002\u0000'))).toMatchObject({
      status: 400,
      envelope: { code: 'BAD_REQUEST' },
    });
  });

  it('answers every other parse failure with 400', () => {
    for (const code of [
      'HPE_INVALID_CONTENT_LENGTH',
      'HPE_UNEXPECTED_CONTENT_LENGTH',
      'HPE_INVALID_VERSION',
      'HPE_INVALID_HEADER_TOKEN',
    ]) {
      expect(clientErrorReply(parserError(code))).toEqual({
        status: 400,
        envelope: { success: false, code: 'BAD_REQUEST', error: 'The request is malformed and could not be read.' },
      });
    }
  });
});
