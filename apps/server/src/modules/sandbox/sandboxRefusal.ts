import { SandboxForbidden, SandboxSeeding, SandboxUnauthorized } from './sandbox.service.ts';

const REALM = 'Bearer realm="sandbox"';

/** How the sandbox refuses a call, whatever its protocol: the status, the headers and the words. */
export type SandboxRefusal = {
  status: 401 | 403 | 503;
  error: 'unauthorized' | 'forbidden' | 'unavailable';
  headers: Record<string, string>;
  message: string;
};

/**
 * The one mapping of the sandbox's refusals (no or bad token, a missing scope, a tenant still seeding)
 * to HTTP, shared by REST and GraphQL (JSON bodies) and SOAP (fault bodies); null for any other error.
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
  if (error instanceof SandboxSeeding)
    return { status: 503, error: 'unavailable', headers: { 'Retry-After': '5' }, message: error.message };
  return null;
}
