import { healthSchema, readinessSchema } from '../health.ts';
import { endpointSpecs } from './endpoint.ts';
import { healthEndpoints } from './health.ts';

export const healthSpecs = /* @__PURE__ */ endpointSpecs(healthEndpoints, ['health'], {
  getHealth: {
    summary: 'The process is up',
    errors: [],
    schemas: { response: healthSchema },
  },
  getReadiness: {
    summary: 'The portal takes traffic: its database answers and its data is made',
    errors: [],
    otherResponses: { 503: readinessSchema },
    schemas: { response: readinessSchema },
  },
});
