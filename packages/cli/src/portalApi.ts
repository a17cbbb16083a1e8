import { asksForPortalToken, portalTokenSchema } from '@portal/contracts';
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

  const call = async <T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    what: string,
    body?: { json: unknown } | { form: FormData },
  ): Promise<T> => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body && 'json' in body) {
      init.headers = { ...headers, 'content-type': 'application/json' };
      init.body = JSON.stringify(body.json);
    } else if (body) init.body = body.form;
    return parsed(schema, await answer(await send(`${base}${path}`, init), what), what);
  };

  return {
    base,
    token,
    get: <T>(schema: z.ZodType<T>, path: string, what: string) => call(schema, 'GET', path, what),
    post: <T>(schema: z.ZodType<T>, path: string, what: string, json: unknown) =>
      call(schema, 'POST', path, what, { json }),
    upload: <T>(schema: z.ZodType<T>, path: string, what: string, form: FormData) =>
      call(schema, 'POST', path, what, { form }),
  };
}
export type PortalApi = Awaited<ReturnType<typeof signIn>>;
