import { configSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { publicConfigOf } from './config.service.ts';

export async function configRoutes(fastify: FastifyInstance, { config }: Deps): Promise<void> {
  const route = endpointRoutes(fastify);
  const publicConfig = publicConfigOf(config);

  route(configSpecs.getConfig, async () => publicConfig);
  route(configSpecs.getFlags, async () => publicConfig.flags);
}
