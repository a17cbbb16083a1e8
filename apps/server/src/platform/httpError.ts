import type { ErrorCode } from '@portal/contracts';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  insufficient_storage: 507,
};

/** An error a service throws on purpose; the error handler answers it as `{ error, message }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'HttpError';
    this.statusCode = statusOf[code];
  }
}

export function codeForStatus(status: number): ErrorCode {
  const entry = Object.entries(statusOf).find(([, s]) => s === status);
  if (entry) return entry[0] as ErrorCode;
  return status >= 500 ? 'internal' : 'bad_request';
}
