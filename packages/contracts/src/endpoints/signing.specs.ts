import { buildSigningJwksSchema } from '../apps/buildSigning.ts';
import { endpointSpecs } from './endpoint.ts';
import { signingEndpoints } from './signing.ts';

export const signingSpecs = /* @__PURE__ */ endpointSpecs(signingEndpoints, ['builds'], {
  getBuildSigningKeys: {
    summary: 'Public keys (JWK set) that verify build signatures (docs/app-lifecycle.md)',
    errors: [],
    schemas: { response: buildSigningJwksSchema },
  },
});
