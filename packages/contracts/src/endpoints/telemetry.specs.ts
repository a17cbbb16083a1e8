import { z } from 'zod';
import { clientErrorSchema, pageViewSchema } from '../telemetry.ts';
import { endpointSpecs } from './endpoint.ts';
import { telemetryEndpoints } from './telemetry.ts';

export const telemetrySpecs = /* @__PURE__ */ endpointSpecs(telemetryEndpoints, ['telemetry'], {
  recordPageView: {
    summary: 'Record a page view',
    errors: [],
    schemas: { body: pageViewSchema, response: z.null() },
  },
  reportClientError: {
    summary: 'Report a client error',
    errors: [],
    schemas: { body: clientErrorSchema, response: z.null() },
  },
});
