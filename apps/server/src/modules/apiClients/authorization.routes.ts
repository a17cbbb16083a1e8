import {
  apiClientParamsSchema,
  authorizationServerMetadataPath,
  authorizationServerMetadataSchema,
  authorizePath,
  can,
  clientConsentsSchema,
  openidConfigurationPath,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireOrg, requirePermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { acceptFormBodies } from '../../platform/formBody.ts';
import { escapeHtml, renderHtmlPage } from '../../platform/htmlPage.ts';
import type { ApiClientsService } from './apiClients.service.ts';
import type { AuthorizationService, AuthorizeOutcome } from './authorization.service.ts';
import { authorizationServerMetadata } from './authorizationServerMetadata.ts';
import { renderConsentPage } from './consentPage.ts';

const param = z.string().max(2000).optional();
const authorizeQuerySchema = z.object({
  response_type: param,
  client_id: param,
  redirect_uri: param,
  scope: param,
  state: z.string().max(1000).optional(),
  code_challenge: param,
  code_challenge_method: param,
  tenant: param,
  prompt: param,
  nonce: z.string().max(500).optional(),
});
const decisionSchema = z.object({ decision: z.enum(['allow', 'deny']).optional() });
const consentParams = apiClientParamsSchema.extend({ consentId: z.uuid() });

/**
 * The authorization code flow's user-facing step (RFC 6749 4.1.1) and the consents it records. The
 * authorize step is a server page, like the provider's sign-in, so a third-party application can send a
 * user to it; the signed-in user is the portal's session.
 */
export async function authorizationRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    service: AuthorizationService;
    clients: ApiClientsService;
    productName: string;
    publicUrl: string;
  },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service, clients, productName } = opts;
  const origin = new URL(opts.publicUrl).origin;
  acceptFormBodies(fastify, 1024);

  /**
   * The portal's pages send no referrer, so a browser posts their forms with `Origin: null`; it also says
   * where the request came from in Sec-Fetch-Site, a header no page can set.
   */
  const fromOwnPage = (request: FastifyRequest) => {
    const from = request.headers.origin;
    if (from && from !== 'null') return from === origin;
    return request.headers['sec-fetch-site'] === 'same-origin';
  };

  const htmlAnswer = (description: string) => ({
    description,
    content: { 'text/html': { schema: z.string() } },
  });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
  const problemPage = (reply: FastifyReply, status: number, message: string) =>
    html(
      reply,
      status,
      renderHtmlPage(
        `Authorization problem | ${productName} Developers`,
        `<h1>This application cannot sign you in</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
      ),
    );

  const answer = (reply: FastifyReply, outcome: AuthorizeOutcome) => {
    switch (outcome.kind) {
      case 'error':
        return problemPage(reply, 400, outcome.message);
      case 'sign-in':
        return reply.redirect(`/login?path=${encodeURIComponent(outcome.returnPath)}`, 303);
      case 'redirect':
        return reply.header('Cache-Control', 'no-store').redirect(outcome.url, 303);
      case 'consent':
        // The answer's redirect leaves for the client: CSP's form-action must allow its origin too.
        reply.header(
          'content-security-policy',
          String(reply.getHeader('content-security-policy') ?? '').replace(
            "form-action 'self'",
            `form-action 'self' ${outcome.client.redirectOrigin}`,
          ),
        );
        return html(
          reply,
          200,
          renderConsentPage({
            productName,
            action: `${authorizePath}/${outcome.requestId}`,
            client: outcome.client,
            tenant: outcome.tenant,
            email: outcome.email,
            scopes: outcome.scopes,
            identity: outcome.identity,
          }),
        );
    }
  };

  const metadata = authorizationServerMetadata(opts.publicUrl);
  // One document at RFC 8414's path and OpenID Connect Discovery's: the same server, read by either.
  for (const [path, summary] of [
    [
      authorizationServerMetadataPath,
      "The API clients' authorization server metadata (RFC 8414): its endpoints, grants, client authentication and scopes",
    ],
    [
      openidConfigurationPath,
      "The API clients' OpenID provider configuration (OpenID Connect Discovery 1.0): the same document as RFC 8414's",
    ],
  ] as const)
    app.get(
      path,
      {
        schema: {
          tags: ['api-clients'],
          // The RFC 8414 route keeps its place in UNNAMED_OPERATIONS until the module joins the table.
          ...(path === openidConfigurationPath ? { operationId: 'getOpenidConfiguration' } : {}),
          summary,
          response: { 200: authorizationServerMetadataSchema },
        },
      },
      // Public and the same for everyone: a client may cache it for a while.
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return metadata;
      },
    );

  app.get(
    authorizePath,
    {
      schema: {
        tags: ['api-clients'],
        summary:
          'The authorize step of the authorization code flow with PKCE (RFC 6749 4.1.1, RFC 7636): a page that asks the signed-in user to allow the client',
        querystring: authorizeQuerySchema,
        response: {
          200: htmlAnswer('The consent page'),
          303: {
            description:
              "To sign in first, or back to the client's redirect URI with a code or an error (RFC 6749 4.1.2)",
            content: {},
          },
          400: htmlAnswer(
            'A page that says why the request cannot be answered (an unknown client or redirect URI)',
          ),
        },
        // Signed out, the page sends the user to sign in first: the browser's session is all it reads.
        security: [{}, { sessionCookie: [] }],
      },
    },
    async (request, reply) => {
      const path = request.url.slice(request.url.indexOf(authorizePath));
      const { session } = request;
      const signedIn = session ? { userId: session.userId, sessionId: session.id } : null;
      return answer(reply, await service.authorize(signedIn, request.query, path));
    },
  );

  app.post(
    `${authorizePath}/:id`,
    {
      schema: {
        tags: ['api-clients'],
        summary: "The user's answer on the consent page: back to the client with a code, or access_denied",
        // The consent page's own form posts here, no client calls it: it has no place in the document.
        hide: true,
        params: z.object({ id: z.uuid() }),
        body: decisionSchema,
      },
    },
    async (request, reply) => {
      // A form post carries no CSRF header: the post must come from the portal's own page (and the
      // session cookie is SameSite=Strict, so another site's form arrives signed out anyway).
      if (!fromOwnPage(request))
        return problemPage(reply, 403, 'Answer from the page the portal showed you.');
      if (!request.session)
        return problemPage(reply, 401, 'Sign in to the portal, then start again from the application.');
      const allow = request.body?.decision === 'allow';
      return answer(reply, await service.decide(request.session.userId, request.params.id, allow));
    },
  );

  /**
   * The client in the caller's company (404 otherwise), with whether they may manage it. Withdrawing
   * one's own consent needs no permission beyond membership: what a user gave, they may take back.
   */
  const clientOf = async (request: FastifyRequest, id: string, permission?: 'clients.read') => {
    const org = permission ? await requirePermission(db, request, permission) : await requireOrg(db, request);
    const client = await clients.get(org.organizationId, id);
    const session = requireSession(request);
    const mayManage = can(
      { envLevel: 'PROD', globalPermissions: session.globalPermissions, orgPermissions: org.permissions },
      { orgPermission: 'clients.manage' },
    );
    return { client, actor: { userId: session.userId, organizationId: org.organizationId, mayManage } };
  };

  app.get(
    '/auth/v2/clients/:id/consents',
    {
      schema: {
        tags: ['api-clients'],
        summary: 'Which users allowed the client which scopes on which tenant',
        params: apiClientParamsSchema,
        response: { 200: clientConsentsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { client } = await clientOf(request, request.params.id, 'clients.read');
      return { data: await service.consents(client) };
    },
  );

  app.get(
    '/auth/v2/clientConsents',
    {
      schema: {
        tags: ['api-clients'],
        summary: "The API clients the signed-in user allowed to act for them on the company's tenants",
        response: { 200: clientConsentsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const org = await requireOrg(db, request);
      return { data: await service.mine(requireSession(request).userId, org.organizationId) };
    },
  );

  app.delete(
    '/auth/v2/clients/:id/consents/:consentId',
    {
      schema: {
        tags: ['api-clients'],
        summary:
          "Withdraws a user's consent (clients.manage, or the user's own); the client's tokens for that user and tenant stop at once",
        params: consentParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { client, actor } = await clientOf(request, request.params.id);
      await service.withdraw(actor, client, request.params.consentId);
      return reply.status(204).send(null);
    },
  );
}
