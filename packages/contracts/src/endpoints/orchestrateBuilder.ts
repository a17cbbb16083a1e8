import type { orchestrateSessionSchema } from '../apps/builder/orchestrateSessionApi.ts';
import type { logoutResponseSchema } from '../identity/session.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * The orchestration builder's session calls (docs/product/builder.md BUILDER-14: GET session, POST logout).
 * The builder runs on the portal session: these read it for the builder, in the company the handler resolves,
 * and end it.
 */
export const orchestrateBuilderEndpoints = /* @__PURE__ */ endpointTable({
  getOrchestrateSession: op<{ response: typeof orchestrateSessionSchema }>()({
    method: 'GET',
    path: '/apphub/v1/orchestrate/session',
    status: 200,
    access: 'session',
  }),
  // Signing out works without a session, as /api/v1/logout does.
  logoutOfOrchestrate: op<{ response: typeof logoutResponseSchema }>()({
    method: 'POST',
    path: '/apphub/v1/orchestrate/logout',
    status: 200,
    access: 'public',
  }),
});
