import {
  apiErrorSchema,
  invitationAcceptRequestSchema,
  invitationAcceptResponseSchema,
  invitationPreviewSchema,
  invitationsResponseSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  memberRolesRequestSchema,
  orgAdminsResponseSchema,
  roleSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { PeopleService } from './people.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const conflict = { 409: apiErrorSchema };
const orgParams = z.object({ org: z.uuid() });
const memberParams = z.object({ org: z.uuid(), user: z.uuid() });
const invitationParams = z.object({ org: z.uuid(), id: z.uuid() });
const tokenParams = z.object({ token: z.string().min(20).max(100) });

/** A company's members as its admins manage them (identity v2 organizations users; SPEC.md 5). */
export async function peopleRoutes(fastify: FastifyInstance, opts: { db: Db; service: PeopleService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;
  const tags = ['identity'];
  const actorOf = (request: { ip: string } & Parameters<typeof requireSession>[0]) => ({
    userId: requireSession(request).userId,
    ip: request.ip,
  });

  app.get(
    '/auth/v2/organizations/:org/admins',
    {
      schema: {
        tags,
        summary: 'How many admins the company has (one required, two recommended)',
        params: orgParams,
        response: { 200: orgAdminsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requirePermission(db, request, 'users.read', request.params.org);
      return { total: await service.adminCount(request.params.org) };
    },
  );

  app.put(
    '/auth/v2/organizations/:org/users/:user/roles',
    {
      schema: {
        tags,
        summary: "Set a member's roles (dsc and systemaccount cannot be given; the last admin stays admin)",
        params: memberParams,
        body: memberRolesRequestSchema,
        response: { 200: z.object({ roles: z.array(roleSchema) }), ...conflict, ...errors },
      },
    },
    async (request) => {
      await requirePermission(db, request, 'users.manage', request.params.org);
      const { org, user } = request.params;
      return service.setRoles(org, user, request.body.roles, actorOf(request));
    },
  );

  app.delete(
    '/auth/v1/organizations/:org/users/:user',
    {
      schema: {
        tags,
        summary: 'Remove a member from the company (not the last admin)',
        params: memberParams,
        response: { 204: z.null(), ...conflict, ...errors },
      },
    },
    async (request, reply) => {
      await requirePermission(db, request, 'users.manage', request.params.org);
      await service.remove(request.params.org, request.params.user, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/v2/organizations/:org/users',
    {
      schema: {
        tags,
        summary: 'Invite people with the user form (several rows); each gets an e-mail with a link',
        params: orgParams,
        body: inviteRequestSchema,
        response: { 201: inviteResponseSchema, 503: apiErrorSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) => {
      await requirePermission(db, request, 'users.manage', request.params.org);
      return reply.status(201).send(await service.invite(request.params.org, request.body, actorOf(request)));
    },
  );

  app.get(
    '/auth/v2/organizations/:org/invitations',
    {
      schema: {
        tags,
        summary: 'Pending invitations of the company',
        params: orgParams,
        response: { 200: invitationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requirePermission(db, request, 'users.read', request.params.org);
      return service.invitations(request.params.org);
    },
  );

  app.delete(
    '/auth/v2/organizations/:org/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw a pending invitation (its link stops working)',
        params: invitationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await requirePermission(db, request, 'users.manage', request.params.org);
      await service.revokeInvitation(request.params.org, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/v2/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (public: the token is the key)',
        params: tokenParams,
        response: { 200: invitationPreviewSchema, ...conflict, ...errors },
      },
    },
    async (request) => service.preview(request.params.token),
  );

  app.post(
    '/auth/v2/invitations/:token/accept',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Accept an invitation: signed in as the invited address, or with a password for a new account',
        params: tokenParams,
        body: invitationAcceptRequestSchema,
        response: { 200: invitationAcceptResponseSchema, ...conflict, ...errors },
      },
    },
    async (request) =>
      service.accept(
        request.params.token,
        { userId: request.session?.userId, password: request.body.password },
        request.ip,
      ),
  );
}
