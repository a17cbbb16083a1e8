import {
  asksForPortalToken,
  type OrgPermission,
  PORTAL_SCOPE_ALL,
  portalScopesCovering,
  portalTokenSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { CliError, EXIT, exitCodeOfStatus } from './exitCodes.ts';

export type Credentials = { url: string; clientId: string; clientSecret: string; scope: string };

/** RFC 6749 2.3.1: the id and the secret are form-encoded before they are joined and base64-encoded. */
const basic = (id: string, secret: string) => {
  const form = (value: string) => encodeURIComponent(value).replaceAll('%20', '+');
  return `Basic ${Buffer.from(`${form(id)}:${form(secret)}`).toString('base64')}`;
};

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CliError(
      EXIT.server,
      `Could not reach the portal at ${new URL(url).origin}: ${cause?.code ?? cause?.message ?? (error as Error).message}.`,
    );
  }
}

/** The answer's JSON, or a CliError with the portal's own message and the exit code of its status. */
async function answer(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // A proxy's HTML error page, say: the status decides, the text is not shown.
  }
  if (res.ok) return body;
  const message =
    body && typeof body === 'object' && 'message' in body ? String(body.message) : `HTTP ${res.status}`;
  throw new CliError(exitCodeOfStatus(res.status), `${what}: ${message}`);
}

/**
 * A 403 to a call the token's scopes do not cover is the token's doing, not the owner's role
 * (docs/product/cli.md CLI-3): the server refuses both alike, since the token acts with the owner's
 * permissions that its scopes imply. The CLI knows the permission each call needs and the scopes it was
 * granted, so it names the scope to grant and to ask for; null when a granted scope covers the call (the
 * owner's role decides).
 */
export function scopeRefusal(what: string, needs: OrgPermission, granted: string): CliError | null {
  const held = granted.split(' ');
  const covering = portalScopesCovering(needs);
  if (covering.length === 0 || covering.some((scope) => held.includes(scope))) return null;
  const [narrowest] = covering;
  const others = covering.slice(1);
  return new CliError(
    EXIT.auth,
    `${what}: the portal token's scopes (${granted || 'none'}) do not allow this; it needs the scope ${narrowest}${others.length ? ` (or ${others.join(', ')})` : ''}. Give the API client that scope in the console (API clients, Edit) if it lacks it, then ask for it with --scope ${narrowest} or --scope ${PORTAL_SCOPE_ALL}.`,
  );
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new CliError(
      EXIT.server,
      `${what}: the portal's answer is not what this CLI expects (${result.error.issues[0]?.message}).`,
    );
  return result.data;
}

/**
 * The portal's API with a portal token (docs/cli.md): one token per run, asked for with the client's
 * credentials and kept in memory only. Every answer is checked against its contract schema.
 */
export async function signIn(credentials: Credentials) {
  const base = credentials.url.replace(/\/+$/, '');
  if (!asksForPortalToken(credentials.scope))
    throw new CliError(
      EXIT.usage,
      `--scope must name portal scopes (or "portal" for all), not "${credentials.scope}".`,
    );
  const tokenRes = await send(`${base}/auth/v1/token`, {
    method: 'POST',
    headers: {
      authorization: basic(credentials.clientId, credentials.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: credentials.scope }).toString(),
  });
  let body: unknown;
  try {
    body = await answer(tokenRes, 'Sign-in refused');
  } catch (error) {
    // The token endpoint refuses credentials and scopes with 400 and 401 alike (RFC 6749 5.2): all of
    // them are "authentication or permission" to a pipeline.
    if (error instanceof CliError && tokenRes.status < 500) throw new CliError(EXIT.auth, error.message);
    throw error;
  }
  const token = parsed(portalTokenSchema, body, 'Sign-in');
  const headers = { authorization: `Bearer ${token.access_token}`, accept: 'application/json' };

  /** `needs`: the company permission the call needs, to tell a missing scope from a role's refusal. */
  const call = async <T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    what: string,
    needs: OrgPermission | undefined,
    body?: { json: unknown } | { form: FormData },
  ): Promise<T> => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body && 'json' in body) {
      init.headers = { ...headers, 'content-type': 'application/json' };
      init.body = JSON.stringify(body.json);
    } else if (body) init.body = body.form;
    const res = await send(`${base}${path}`, init);
    if (res.status === 403 && needs) {
      const refusal = scopeRefusal(what, needs, token.scope);
      if (refusal) throw refusal;
    }
    return parsed(schema, await answer(res, what), what);
  };

  return {
    base,
    token,
    get: <T>(schema: z.ZodType<T>, path: string, what: string, needs?: OrgPermission) =>
      call(schema, 'GET', path, what, needs),
    post: <T>(schema: z.ZodType<T>, path: string, what: string, json: unknown, needs?: OrgPermission) =>
      call(schema, 'POST', path, what, needs, { json }),
    upload: <T>(schema: z.ZodType<T>, path: string, what: string, form: FormData, needs: OrgPermission) =>
      call(schema, 'POST', path, what, needs, { form }),
  };
}
export type PortalApi = Awaited<ReturnType<typeof signIn>>;
