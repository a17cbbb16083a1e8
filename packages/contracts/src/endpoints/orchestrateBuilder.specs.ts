import { orchestrateSessionSchema } from '../apps/builder/orchestrateSessionApi.ts';
import { logoutResponseSchema } from '../identity/session.ts';
import { endpointSpecs } from './endpoint.ts';
import { orchestrateBuilderEndpoints } from './orchestrateBuilder.ts';

const errors = [400, 401, 403];

export const orchestrateBuilderSpecs = /* @__PURE__ */ endpointSpecs(
  orchestrateBuilderEndpoints,
  ['orchestration builder'],
  {
    getOrchestrateSession: {
      summary: 'Who is editing, for which company (x-organization-id), until when, and what they may do',
      errors,
      schemas: { response: orchestrateSessionSchema },
    },
    logoutOfOrchestrate: {
      summary: 'Sign out of the builder: ends the portal session (as /api/v1/logout) and clears its cookie',
      errors,
      schemas: { response: logoutResponseSchema },
    },
  },
);
