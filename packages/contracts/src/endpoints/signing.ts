import type { buildSigningJwksSchema } from '../apps/buildSigning.ts';
import { endpointTable, op } from './endpoint.ts';

/** Build signing's public keys: a tenant verifies a downloaded artifact without an account at the portal. */
export const signingEndpoints = /* @__PURE__ */ endpointTable({
  getBuildSigningKeys: op<{ response: typeof buildSigningJwksSchema }>()({
    method: 'GET',
    path: '/apphub/v1/signing-keys',
    status: 200,
    access: 'public',
  }),
});
