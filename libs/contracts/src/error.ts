import * as z from 'zod/mini';

/*
 * The error envelope in zod/mini: the typed web client checks error replies with it in the browser,
 * which loads no zod classic, and the services and the gateway check with the same definition.
 */

/** Machine codes of the one error envelope, each with the HTTP status it travels as. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** The plan's monthly limit for what the route uses is reached; it lifts when the period resets. */
  USAGE_LIMIT_REACHED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** 413's message: a body over the gateway's limit, or too large for it to carry to the service. */
export const PAYLOAD_TOO_LARGE_MESSAGE = 'The request body is too large.';
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const ErrorEnvelopeSchema = z.object({
  success: z.optional(z.literal(false)),
  error: z.string().check(z.minLength(1)),
  code: ErrorCodeSchema,
  /** Field path -> messages, for VALIDATION_FAILED. */
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
  request_id: z.optional(z.string()),
  /** Seconds to wait before trying again, for RATE_LIMITED; the gateway also sends it as Retry-After. */
  retry_after: z.optional(z.int().check(z.minimum(1))),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export function errorEnvelope(
  code: ErrorCode,
  error: string,
  extra: Pick<ErrorEnvelope, 'fields' | 'request_id' | 'retry_after'> = {},
): ErrorEnvelope {
  return { success: false, error, code, ...extra };
}

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Turns zod issues into the envelope's field map ("" for the body itself). */
export function fieldMessages(error: z.core.$ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationEnvelope(error: z.core.$ZodError, request_id?: string): ErrorEnvelope {
  const fields = fieldMessages(error);
  const first = Object.entries(fields)[0];
  const summary = first ? `Invalid request: ${first[0]}: ${first[1][0]}` : 'Invalid request';
  return errorEnvelope('VALIDATION_FAILED', summary, { fields, ...(request_id ? { request_id } : {}) });
}

/** Error thrown by the typed client and raised by services; carries the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: ErrorEnvelope,
  ) {
    super(envelope.error);
    this.name = 'ApiError';
  }
}
