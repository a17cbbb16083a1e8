import { orchestrationsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { InsightsService } from './insights.service.ts';

/**
 * Under the `/orchestrate/insights` prefix (docs/product/orchestrations.md ORCH-10): how the selected
 * company's orchestrations perform.
 */
export async function insightsRoutes(fastify: FastifyInstance, opts: { db: Db; service: InsightsService }) {
  const route = endpointRoutes(fastify, { db: opts.db });
  route(orchestrationsSpecs.getOrchestrationInsights, async (request, _reply, { org }) =>
    opts.service.summary(org.organizationId, request.query),
  );
}
