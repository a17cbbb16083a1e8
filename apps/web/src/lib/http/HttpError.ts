import type { ApiError } from '@portal/contracts';

/** Status used for a request that never got an answer (offline, DNS, CORS): not an HTTP status. */
export const NETWORK_ERROR_STATUS = 0;

/**
 * A failed call. `code` and `message` come from the server's `{ error, message }` body (docs/architecture.md,
 * "Service prefixes and errors") when it sent one, so features can branch on `code` and show `message`
 * without parsing bodies.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }

  /** Builds the error from a parsed error response body, whatever shape it has. */
  static fromResponse(status: number, statusText: string, body: unknown): HttpError {
    if (isApiErrorBody(body)) return new HttpError(status, body.error, body.message, body);
    const message = statusText || `Request failed with status ${status}`;
    return new HttpError(status, `http_${status}`, message, body);
  }
}

/**
 * The shape check of the server's error body. Written out rather than parsed with the contract's zod
 * schema: zod would otherwise be in the first chunk every visitor downloads, for two string fields.
 */
function isApiErrorBody(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message } = body as Record<string, unknown>;
  return typeof error === 'string' && typeof message === 'string';
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
