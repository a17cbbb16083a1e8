import type { FastifyInstance } from 'fastify';

/** POST /auth/v1/token as an OAuth client sends it: a form, and HTTP Basic when given credentials. */
export const tokenEndpoint =
  (app: FastifyInstance) => (form: Record<string, string>, basic?: [string, string]) =>
    app.inject({
      method: 'POST',
      url: '/auth/v1/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(basic ? { authorization: `Basic ${Buffer.from(basic.join(':')).toString('base64')}` } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

/** One sandbox call with a bearer token: 200 while the token works, 401 once it does not. */
export const sandboxWorkers =
  (app: FastifyInstance) =>
  (accessToken: string, tenant = 'acme_sb') =>
    app.inject({
      method: 'GET',
      url: `/sandbox/${tenant}/api/workers/v1/workers?limit=1`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
