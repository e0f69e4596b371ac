/** Machine codes for every way a fetch can be refused or fail. */
export const SITE_READER_ERROR_CODES = [
  'INVALID_URL',
  'UNSUPPORTED_PROTOCOL',
  'BLOCKED_ADDRESS',
  'DNS_FAILED',
  'TOO_MANY_REDIRECTS',
  'TIMEOUT',
  'TOO_LARGE',
  'NOT_HTML',
  'HTTP_STATUS',
  'FETCH_FAILED',
] as const;

export type SiteReaderErrorCode = (typeof SITE_READER_ERROR_CODES)[number];

/** Codes that mean the address itself is refused: bad input from the rep, not a site that failed. */
export const REFUSED_ADDRESS_CODES: ReadonlySet<SiteReaderErrorCode> = new Set<SiteReaderErrorCode>([
  'INVALID_URL',
  'UNSUPPORTED_PROTOCOL',
  'BLOCKED_ADDRESS',
]);

const STATUS_WORDS: Record<number, string> = {
  400: 'bad request',
  401: 'sign-in required',
  403: 'access denied',
  404: 'page not found',
  410: 'page gone',
  429: 'too many requests',
  500: 'server error',
  502: 'bad gateway',
  503: 'service unavailable',
  504: 'gateway timeout',
};

/** Short messages in product words: a rep reads these. */
export function messageFor(code: SiteReaderErrorCode, status?: number): string {
  switch (code) {
    case 'INVALID_URL':
      return 'This is not a valid web address.';
    case 'UNSUPPORTED_PROTOCOL':
      return 'Only http:// and https:// web addresses can be fetched.';
    case 'BLOCKED_ADDRESS':
      return 'This address points to a private network and cannot be fetched.';
    case 'DNS_FAILED':
      return 'The website address could not be found.';
    case 'TOO_MANY_REDIRECTS':
      return 'The website redirected too many times.';
    case 'TIMEOUT':
      return 'The website took too long to answer.';
    case 'TOO_LARGE':
      return 'The page is too large to read.';
    case 'NOT_HTML':
      return 'This address is not a web page (it returned a different kind of file).';
    case 'HTTP_STATUS': {
      const words = status !== undefined ? STATUS_WORDS[status] : undefined;
      return status === undefined
        ? 'The website answered with an error.'
        : `The website answered ${status}${words ? ` (${words})` : ''}.`;
    }
    case 'FETCH_FAILED':
      return 'The website could not be reached.';
  }
}

export class SiteReaderError extends Error {
  readonly code: SiteReaderErrorCode;
  /** HTTP status for HTTP_STATUS (and the last status seen otherwise, when known). */
  readonly status?: number;
  /** The URL being fetched when the error happened (may be a redirect target). */
  readonly url?: string;

  constructor(
    code: SiteReaderErrorCode,
    opts: { message?: string; status?: number; url?: string; cause?: unknown } = {},
  ) {
    super(opts.message ?? messageFor(code, opts.status), opts.cause !== undefined ? { cause: opts.cause } : undefined);
    this.name = 'SiteReaderError';
    this.code = code;
    if (opts.status !== undefined) this.status = opts.status;
    if (opts.url !== undefined) this.url = opts.url;
  }

  toJSON(): { code: SiteReaderErrorCode; message: string; status?: number; url?: string } {
    return {
      code: this.code,
      message: this.message,
      ...(this.status !== undefined ? { status: this.status } : {}),
      ...(this.url ? { url: this.url } : {}),
    };
  }
}

export function isSiteReaderError(err: unknown): err is SiteReaderError {
  return err instanceof SiteReaderError;
}

/** Walks an error's cause chain (and AggregateError members) looking for a SiteReaderError. */
export function findSiteReaderError(err: unknown, depth = 0): SiteReaderError | undefined {
  if (depth > 8 || err === null || typeof err !== 'object') return undefined;
  if (err instanceof SiteReaderError) return err;
  const e = err as { cause?: unknown; errors?: unknown[] };
  const fromCause = findSiteReaderError(e.cause, depth + 1);
  if (fromCause) return fromCause;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const found = findSiteReaderError(inner, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** The SiteReaderError for anything a fetch threw: our own, the time limit, or a network error code in rep's words. */
export function siteReaderErrorFrom(err: unknown, signal: AbortSignal, url: string): SiteReaderError {
  const own = findSiteReaderError(err);
  if (own) return own;
  if (signal.aborted) {
    const reason = signal.reason;
    return reason instanceof SiteReaderError ? reason : new SiteReaderError('TIMEOUT', { url, cause: err });
  }
  const code = (err as { code?: string } | null)?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new SiteReaderError('DNS_FAILED', { url, cause: err });
  if (
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'ETIMEDOUT'
  ) {
    return new SiteReaderError('TIMEOUT', { url, cause: err });
  }
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS|ERR_SSL/.test(code)) {
    return new SiteReaderError('FETCH_FAILED', {
      url,
      cause: err,
      message: "The website's security certificate is not valid.",
    });
  }
  if (code === 'ECONNREFUSED')
    return new SiteReaderError('FETCH_FAILED', { url, cause: err, message: 'The website refused the connection.' });
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
    return new SiteReaderError('FETCH_FAILED', { url, cause: err, message: 'The website closed the connection.' });
  }
  if (code === 'Z_DATA_ERROR' || code === 'ERR__ERROR_FORMAT_PADDING_1') {
    return new SiteReaderError('FETCH_FAILED', {
      url,
      cause: err,
      message: 'The website sent a page that could not be decoded.',
    });
  }
  return new SiteReaderError('FETCH_FAILED', { url, cause: err });
}
