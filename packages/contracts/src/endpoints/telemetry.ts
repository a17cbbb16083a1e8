import type { z } from 'zod';
import type { clientErrorSchema, pageViewSchema } from '../telemetry.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * Write-only page views and client errors: public (anonymous visitors have no CSRF token), JSON only,
 * which a cross-site form cannot send without a CORS preflight the server never grants.
 */
export const telemetryEndpoints = /* @__PURE__ */ endpointTable({
  recordPageView: op<{ body: typeof pageViewSchema; response: z.ZodNull }>()({
    method: 'POST',
    path: '/api/v1/telemetry/page-views',
    status: 204,
    access: 'public',
  }),
  reportClientError: op<{ body: typeof clientErrorSchema; response: z.ZodNull }>()({
    method: 'POST',
    path: '/api/v1/telemetry/errors',
    status: 204,
    access: 'public',
  }),
});
