import { z } from 'zod';

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
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false).optional(),
  error: z.string().min(1),
  code: ErrorCodeSchema,
  /** Field path -> messages, for VALIDATION_FAILED. */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
  /** Seconds to wait before trying again, for RATE_LIMITED; the gateway also sends it as Retry-After. */
  retry_after: z.number().int().min(1).optional(),
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
export function fieldMessages(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationEnvelope(error: z.ZodError, request_id?: string): ErrorEnvelope {
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
