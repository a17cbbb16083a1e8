import type { healthSchema, readinessSchema } from '../health.ts';
import { endpointTable, op } from './endpoint.ts';

/** The probes: the process is up; the portal takes traffic (503 with the same body while it does not). */
export const healthEndpoints = /* @__PURE__ */ endpointTable({
  getHealth: op<{ response: typeof healthSchema }>()({
    method: 'GET',
    path: '/healthz',
    status: 200,
    access: 'public',
  }),
  getReadiness: op<{ response: typeof readinessSchema }>()({
    method: 'GET',
    path: '/readyz',
    status: 200,
    access: 'public',
  }),
});
