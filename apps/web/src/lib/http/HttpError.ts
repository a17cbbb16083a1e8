import { apiErrorSchema } from '@portal/contracts';

/** Status used for a request that never got an answer (offline, DNS, CORS): not an HTTP status. */
export const NETWORK_ERROR_STATUS = 0;

/**
 * A failed call. `code` and `message` come from the server's `{ error, message }` body (DESIGN.md 3)
 * when it sent one, so features can branch on `code` and show `message` without parsing bodies.
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
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) return new HttpError(status, parsed.data.error, parsed.data.message, body);
    const message = statusText || `Request failed with status ${status}`;
    return new HttpError(status, `http_${status}`, message, body);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
