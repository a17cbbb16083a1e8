import { z } from 'zod';
import { organizationParamsSchema } from '../identity/organizations.ts';
import {
  samlConfigResponseSchema,
  samlConfigWriteSchema,
  samlEnablementSchema,
  samlEndpointsSchema,
  samlSignInSettingsSchema,
} from '../saml/samlApi.ts';
import { endpointSpecs } from './endpoint.ts';
import { samlEndpoints } from './saml.ts';

const errors = [400, 401, 403, 404, 409, 413];
const params = organizationParamsSchema;

export const samlSpecs = /* @__PURE__ */ endpointSpecs(samlEndpoints, ['saml'], {
  getSamlConfig: {
    summary: "The company's SAML configuration ({ configured: false } before one is saved)",
    errors,
    schemas: { params, response: samlConfigResponseSchema },
  },
  saveSamlConfig: {
    summary: 'Saves the identity provider: its metadata XML, or entity ID, SSO URL and certificates (PEM)',
    errors,
    schemas: { params, body: samlConfigWriteSchema, response: samlConfigResponseSchema },
  },
  getSamlEndpoints: {
    summary: "This portal's service provider entity ID, ACS URL and metadata URL for the company",
    errors,
    schemas: { params, response: samlEndpointsSchema },
  },
  setSamlEnablement: {
    summary: 'Switches SAML sign-on on (valid, unexpired configuration and extendsaml needed) or off',
    errors,
    schemas: { params, body: samlEnablementSchema, response: samlConfigResponseSchema },
  },
  saveSamlSignIn: {
    summary:
      "Sets the e-mail domains sent to the identity provider (each one of the company's own), just-in-time membership and IdP-initiated sign-in",
    errors,
    schemas: { params, body: samlSignInSettingsSchema, response: samlConfigResponseSchema },
  },
  getSamlMetadata: {
    summary: 'The SAML 2.0 service provider metadata XML of the company (public)',
    errors: [400, 404],
    schemas: { params, response: z.string() },
  },
});
