import {
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
import { appAvailabilityQuerySchema, appAvailabilitySchema } from '../apps/availabilityApi.ts';
import { prontoDeployRequestSchema, prontoParamsSchema, prontoStatusSchema } from '../apps/prontoApi.ts';
import { deployEndpoints } from './deploy.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404, 409];

export const deploySpecs = /* @__PURE__ */ endpointSpecs(deployEndpoints, ['deploy'], {
  deployVersion: {
    summary: 'Deploy a version to a tenant environment (409 when its stage does not allow it)',
    errors,
    schemas: { body: deployRequestSchema, response: deploymentSchema },
  },
  listDeployHistory: {
    summary: "An app's deploys, newest first, kept after a redeploy (the app builder's deploy tracking)",
    errors,
    schemas: { query: deploymentHistoryQuerySchema, response: deploymentHistoryResponseSchema },
  },
  getRegistry: {
    summary: 'What runs in which tenant for the company',
    errors,
    schemas: { query: registryQuerySchema, response: registryResponseSchema },
  },
  listInstallations: {
    summary: "The apps installed on the company's tenants, newest first, paged (limit 100 by default)",
    errors,
    schemas: { query: installationsQuerySchema, response: installationsPageSchema },
  },
  getAppAvailability: {
    summary:
      "Where a version of the app can be deployed: the company's regions and tenants, each with the reason when not",
    errors,
    schemas: { params: appParamsSchema, query: appAvailabilityQuerySchema, response: appAvailabilitySchema },
  },
  prontoDeploy: {
    summary: "Deploy a version to one tenant in the tenant's environment, in one step; poll prontoStatus",
    errors,
    schemas: { params: versionParamsSchema, body: prontoDeployRequestSchema, response: prontoStatusSchema },
  },
  getProntoStatus: {
    summary: 'The progress of a pronto deploy, for the user who asked it',
    errors: [400, 401, 403, 404],
    schemas: { params: prontoParamsSchema, response: prontoStatusSchema },
  },
  queryRegistry: {
    summary: 'The registry, filtered by a JSON body',
    errors,
    schemas: { body: registryQuerySchema, response: registryResponseSchema },
  },
});
