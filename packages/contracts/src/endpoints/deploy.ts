import type {
  appParamsSchema,
  deploymentHistoryQuerySchema,
  deploymentHistoryResponseSchema,
  deploymentSchema,
  deployRequestSchema,
  installationsPageSchema,
  installationsQuerySchema,
  registryQuerySchema,
  registryResponseSchema,
  versionParamsSchema,
} from '../apps/appsApi.ts';
import type { appAvailabilityQuerySchema, appAvailabilitySchema } from '../apps/availabilityApi.ts';
import type { prontoDeployRequestSchema, prontoParamsSchema, prontoStatusSchema } from '../apps/prontoApi.ts';
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'apps.read' } as const;

/** Registry and deploy under /aos: which version runs in which tenant of the company, and its deploys. */
export const deployEndpoints = /* @__PURE__ */ endpointTable({
  deployVersion: op<{ body: typeof deployRequestSchema; response: typeof deploymentSchema }>()({
    method: 'POST',
    path: '/aos/v1/deploy',
    status: 201,
    access: { orgPermission: 'apps.deploy' },
  }),
  listDeployHistory: op<{
    query: typeof deploymentHistoryQuerySchema;
    response: typeof deploymentHistoryResponseSchema;
  }>()({
    method: 'GET',
    path: '/aos/v1/deploy/history',
    status: 200,
    access: read,
  }),
  getRegistry: op<{ query: typeof registryQuerySchema; response: typeof registryResponseSchema }>()({
    method: 'GET',
    path: '/aos/v1/registry',
    status: 200,
    access: read,
  }),
  listInstallations: op<{
    query: typeof installationsQuerySchema;
    response: typeof installationsPageSchema;
  }>()({
    method: 'GET',
    path: '/apphub/v1/installations',
    status: 200,
    access: read,
  }),
  getAppAvailability: op<{
    params: typeof appParamsSchema;
    query: typeof appAvailabilityQuerySchema;
    response: typeof appAvailabilitySchema;
  }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/availability',
    status: 200,
    access: read,
  }),
  prontoDeploy: op<{
    params: typeof versionParamsSchema;
    body: typeof prontoDeployRequestSchema;
    response: typeof prontoStatusSchema;
  }>()({
    method: 'POST',
    path: '/apphub/v1/versions/:id/prontoDeploy',
    status: 202,
    access: { orgPermission: 'apps.deploy' },
  }),
  getProntoStatus: op<{ params: typeof prontoParamsSchema; response: typeof prontoStatusSchema }>()({
    method: 'GET',
    path: '/apphub/v1/prontoStatus/:id',
    status: 200,
    access: read,
  }),
  // The original service takes its filter as a POST body; it changes nothing.
  queryRegistry: op<{ body: typeof registryQuerySchema; response: typeof registryResponseSchema }>()({
    method: 'POST',
    path: '/aos/v1/registry',
    status: 200,
    access: read,
  }),
});
