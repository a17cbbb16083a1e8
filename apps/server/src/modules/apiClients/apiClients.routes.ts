import {
  apiClientCreateSchema,
  apiClientDisabledSchema,
  apiClientListQuerySchema,
  apiClientListSchema,
  apiClientOwnerCandidatesSchema,
  apiClientParamsSchema,
  apiClientRotateSchema,
  apiClientSchema,
  apiClientSecretParamsSchema,
  apiClientUpdateSchema,
  apiClientWithSecretSchema,
  integrationRefreshTokenCreatedSchema,
  integrationRefreshTokenCreateSchema,
  integrationRefreshTokenListSchema,
  integrationRefreshTokenParamsSchema,
  scopeInfos,
  scopeListSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { ApiClientsService, ClientActor } from './apiClients.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const P = '/auth/v2/clients';
const tags = ['api-clients'];

/**
 * API clients (SPEC.md 7, identity v2 clients; issue 14). Reading needs clients.read in the company of
 * the x-organization-id header, changing needs clients.manage, and a system client needs the provider's
 * admin.portal too. A secret is in the answer of create and rotate only, never again.
 */
export async function apiClientsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: ApiClientsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;

  const reader = async (request: FastifyRequest) =>
    (await requirePermission(db, request, 'clients.read')).organizationId;
  const manager = async (request: FastifyRequest): Promise<ClientActor> => {
    const org = await requirePermission(db, request, 'clients.manage');
    const session = requireSession(request);
    return {
      userId: session.userId,
      organizationId: org.organizationId,
      mayManageSystem: session.globalPermissions.includes('admin.portal'),
    };
  };
  // A secret must not sit in a cache between the server and the one person who may see it.
  const secretAnswer = (reply: FastifyReply, status: number) =>
    reply.status(status).header('Cache-Control', 'no-store');

  app.get(
    '/auth/v1/scopes',
    {
      schema: {
        tags,
        summary: 'The scopes an API client may be given: reading or writing one sandbox service',
        response: { 200: scopeListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      requireSession(request);
      return { data: scopeInfos() };
    },
  );

  app.get(
    P,
    {
      schema: {
        tags,
        summary:
          "The company's API clients with their credential health; owner=unassigned for those without an owner",
        querystring: apiClientListQuerySchema,
        response: { 200: apiClientListSchema, ...errors },
      },
    },
    async (request) => service.list(await reader(request), request.query.owner === 'unassigned'),
  );

  app.post(
    P,
    {
      schema: {
        tags,
        summary: 'Registers an API client; the answer holds its secret, shown this once',
        body: apiClientCreateSchema,
        response: { 201: apiClientWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await manager(request);
      const created = await service.create(actor, request.body);
      return secretAnswer(reply, 201).send(created);
    },
  );

  app.get(
    `${P}/owners`,
    {
      schema: {
        tags,
        summary:
          'The members the caller may make a client owner, each with the portal scopes they may hold as one',
        response: { 200: apiClientOwnerCandidatesSchema, ...errors },
      },
    },
    async (request) => service.ownerCandidates(await manager(request)),
  );

  app.get(
    `${P}/:id`,
    {
      schema: {
        tags,
        summary: 'One API client',
        params: apiClientParamsSchema,
        response: { 200: apiClientSchema, ...errors },
      },
    },
    async (request) => service.get(await reader(request), request.params.id),
  );

  app.put(
    `${P}/:id`,
    {
      schema: {
        tags,
        summary: "Changes a client's fields; tokens for tenants or scopes taken away stop working",
        params: apiClientParamsSchema,
        body: apiClientUpdateSchema,
        response: { 200: apiClientSchema, ...errors },
      },
    },
    async (request) => service.update(await manager(request), request.params.id, request.body),
  );

  app.delete(
    `${P}/:id`,
    {
      schema: {
        tags,
        summary: 'Deletes a client; its secrets and tokens stop working at once',
        params: apiClientParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(await manager(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${P}/:id/secrets`,
    {
      schema: {
        tags,
        summary: 'Rotates the secret: a new one (shown this once); the old ones work for overlapHours more',
        params: apiClientParamsSchema,
        body: apiClientRotateSchema,
        response: { 201: apiClientWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rotated = await service.rotate(
        await manager(request),
        request.params.id,
        request.body.overlapHours,
      );
      return secretAnswer(reply, 201).send(rotated);
    },
  );

  app.delete(
    `${P}/:id/secrets/:secretId`,
    {
      schema: {
        tags,
        summary: 'Revokes one secret at once',
        params: apiClientSecretParamsSchema,
        response: { 200: apiClientSchema, ...errors },
      },
    },
    async (request) =>
      service.revokeSecret(await manager(request), request.params.id, request.params.secretId),
  );

  app.put(
    `${P}/:id/disabled`,
    {
      schema: {
        tags,
        summary: 'Disables a client (no token, and every token it holds stops working) or enables it again',
        params: apiClientParamsSchema,
        body: apiClientDisabledSchema,
        response: { 200: apiClientSchema, ...errors },
      },
    },
    async (request) => service.setDisabled(await manager(request), request.params.id, request.body.disabled),
  );

  app.get(
    `${P}/:id/refreshTokens`,
    {
      schema: {
        tags,
        summary: "An integration client's refresh tokens, newest first",
        params: apiClientParamsSchema,
        response: { 200: integrationRefreshTokenListSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.refreshTokens(await reader(request), request.params.id) }),
  );

  app.post(
    `${P}/:id/refreshTokens`,
    {
      schema: {
        tags,
        summary: "A refresh token for one of the client's tenants' integration system user, shown this once",
        params: apiClientParamsSchema,
        body: integrationRefreshTokenCreateSchema,
        response: { 201: integrationRefreshTokenCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.generateRefreshToken(
        await manager(request),
        request.params.id,
        request.body.tenantId,
      );
      return secretAnswer(reply, 201).send(created);
    },
  );

  app.delete(
    `${P}/:id/refreshTokens/:tokenId`,
    {
      schema: {
        tags,
        summary: 'Revokes an integration refresh token at once',
        params: integrationRefreshTokenParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeRefreshToken(await manager(request), request.params.id, request.params.tokenId);
      return reply.status(204).send(null);
    },
  );
}
