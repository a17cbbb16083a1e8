import type { featureFlagsSchema, publicConfigSchema } from '../flags.ts';
import { endpointTable, op } from './endpoint.ts';

/** What the web app needs of the deployment before it starts: public. */
export const configEndpoints = /* @__PURE__ */ endpointTable({
  getConfig: op<{ response: typeof publicConfigSchema }>()({
    method: 'GET',
    path: '/api/v1/config',
    status: 200,
    access: 'public',
  }),
  getFlags: op<{ response: typeof featureFlagsSchema }>()({
    method: 'GET',
    path: '/api/v1/flags',
    status: 200,
    access: 'public',
  }),
});
