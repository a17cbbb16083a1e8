import { logsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { AccessContext } from '../../platform/endpointRoutes.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { LogServices } from './logServices.ts';

/** Custom log presets of the signed-in user in the selected company. */
export async function logPresetsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogServices },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.database.db });
  const { presets } = opts.module;
  const owner = ({ session, org }: AccessContext<{ orgPermission: string }>) => ({
    userId: session.userId,
    organizationId: org.organizationId,
  });

  route(logsSpecs.listLogPresets, async (_request, _reply, access) => presets.list(owner(access)));
  route(logsSpecs.createLogPreset, async (request, reply, access) =>
    reply.status(201).send(await presets.create(owner(access), request.body)),
  );
  route(logsSpecs.updateLogPreset, async (request, _reply, access) =>
    presets.update(owner(access), request.params.id, request.body),
  );
  route(logsSpecs.deleteLogPreset, async (request, reply, access) => {
    await presets.remove(owner(access), request.params.id);
    return reply.status(204).send(null);
  });
}
