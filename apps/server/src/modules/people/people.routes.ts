import { peopleSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../platform/auth/authSession.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { PeopleService } from './people.service.ts';

/**
 * A company's members as its admins manage them (identity v2 organizations users; docs/product/people.md).
 */
export async function peopleRoutes(fastify: FastifyInstance, opts: { db: Db; service: PeopleService }) {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;
  const actorOf = (request: FastifyRequest, session: AuthSession) => ({
    userId: session.userId,
    ip: request.ip,
  });

  route(peopleSpecs.getCompanyAdminCount, async (request) => ({
    total: await service.adminCount(request.params.org),
  }));

  route(peopleSpecs.setMemberRoles, async (request, _reply, { session }) => {
    const { org, user } = request.params;
    return service.setRoles(org, user, request.body.roles, actorOf(request, session));
  });

  route(peopleSpecs.removeMember, async (request, reply, { session }) => {
    await service.remove(request.params.org, request.params.user, actorOf(request, session));
    return reply.status(204).send(null);
  });

  route(peopleSpecs.inviteMembers, async (request, reply, { session }) =>
    reply.status(201).send(await service.invite(request.params.org, request.body, actorOf(request, session))),
  );

  route(peopleSpecs.listInvitations, async (request) => service.invitations(request.params.org));

  route(peopleSpecs.revokeInvitation, async (request, reply, { session }) => {
    await service.revokeInvitation(request.params.org, request.params.id, actorOf(request, session));
    return reply.status(204).send(null);
  });

  route(peopleSpecs.previewInvitation, async (request) => service.preview(request.params.token));

  route(
    peopleSpecs.acceptInvitation,
    async (request, _reply, { session }) =>
      service.accept(
        request.params.token,
        { userId: session?.userId, password: request.body.password },
        request.ip,
      ),
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
}
