import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/http.route.js';

/** Google's canonical error codes with the HTTP status each answers with. */
const STATUS = {
  INVALID_ARGUMENT: 400,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
} as const;
export type GoogleErrorStatus = keyof typeof STATUS;

/** An error as Google's APIs answer one: `{ error: { code, message, status } }`. */
export class GoogleError extends Error {
  constructor(
    readonly status: GoogleErrorStatus,
    message: string,
  ) {
    super(message);
  }

  get code(): number {
    return STATUS[this.status];
  }

  send(res: ServerResponse): void {
    sendJson(res, this.code, { error: { code: this.code, message: this.message, status: this.status } });
  }
}
