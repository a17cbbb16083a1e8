import {
  SandboxBusy,
  SandboxForbidden,
  SandboxSeeding,
  SandboxTooManyGuesses,
  SandboxUnauthorized,
} from './sandbox.service.ts';

const REALM = 'Bearer realm="sandbox"';
/** What a busy sandbox asks its callers to wait, as log search does (docs/decisions/load-shedding.md). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** How the sandbox refuses a call, whatever its protocol: the status, the headers and the words. */
export type SandboxRefusal = {
  status: 401 | 403 | 429 | 503;
  error: 'unauthorized' | 'forbidden' | 'rate_limited' | 'unavailable';
  headers: Record<string, string>;
  message: string;
};

/**
 * The one mapping of the sandbox's refusals (no or bad token, a missing scope, too many wrong passwords,
 * a tenant still seeding, no slot free) to HTTP, shared by REST and GraphQL (JSON bodies) and SOAP (fault
 * bodies); null for any other error.
 */
export function sandboxRefusal(error: unknown): SandboxRefusal | null {
  if (error instanceof SandboxUnauthorized)
    return {
      status: 401,
      error: 'unauthorized',
      headers: { 'WWW-Authenticate': error.reason === 'missing' ? REALM : `${REALM}, error="invalid_token"` },
      message: error.message,
    };
  if (error instanceof SandboxForbidden)
    return {
      status: 403,
      error: 'forbidden',
      headers: { 'WWW-Authenticate': `${REALM}, error="insufficient_scope", scope="${error.scope}"` },
      message: error.message,
    };
  if (error instanceof SandboxTooManyGuesses)
    return {
      status: 429,
      error: 'rate_limited',
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
      message: error.message,
    };
  if (error instanceof SandboxSeeding || error instanceof SandboxBusy)
    return {
      status: 503,
      error: 'unavailable',
      headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
      message: error.message,
    };
  return null;
}
