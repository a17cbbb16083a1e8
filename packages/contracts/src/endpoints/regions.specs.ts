import { regionsPageSchema, regionsQuerySchema } from '../identity/regions.ts';
import { endpointSpecs } from './endpoint.ts';
import { regionsEndpoints } from './regions.ts';

export const regionsSpecs = /* @__PURE__ */ endpointSpecs(regionsEndpoints, ['identity'], {
  listRegions: {
    summary: 'The regions, with their data centres and default app hub, in pages of at most 100',
    errors: [400, 401],
    schemas: { query: regionsQuerySchema, response: regionsPageSchema },
  },
});
