import { featureFlagsSchema, publicConfigSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps.ts';
import { publicConfigOf } from './config.service.ts';

export async function configRoutes(fastify: FastifyInstance, { config }: Deps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicConfig = publicConfigOf(config);

  app.get(
    '/api/v1/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Deployment settings the web app needs',
        response: { 200: publicConfigSchema },
      },
    },
    async () => publicConfig,
  );

  app.get(
    '/api/v1/flags',
    { schema: { tags: ['config'], summary: 'Feature flags', response: { 200: featureFlagsSchema } } },
    async () => publicConfig.flags,
  );
}
