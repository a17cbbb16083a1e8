import type { z } from 'zod';
import type { organizationParamsSchema } from '../identity/organizations.ts';
import type {
  samlConfigResponseSchema,
  samlConfigWriteSchema,
  samlEnablementSchema,
  samlEndpointsSchema,
  samlSignInSettingsSchema,
} from '../saml/samlApi.ts';
import { endpointTable, op } from './endpoint.ts';

type Org = { params: typeof organizationParamsSchema };

/**
 * SAML single sign-on of a company. Its admins (company.admin in the path's company) or provider staff
 * (admin.companies) manage it, the handler's check as staff need no membership; the service provider
 * metadata is public, as an identity provider fetches it without a portal session.
 */
export const samlEndpoints = /* @__PURE__ */ endpointTable({
  getSamlConfig: op<Org & { response: typeof samlConfigResponseSchema }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/saml',
    status: 200,
    access: 'session',
  }),
  saveSamlConfig: op<
    Org & { body: typeof samlConfigWriteSchema; response: typeof samlConfigResponseSchema }
  >()({
    method: 'PUT',
    path: '/auth/v2/organizations/:org/saml',
    status: 200,
    access: 'session',
  }),
  getSamlEndpoints: op<Org & { response: typeof samlEndpointsSchema }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/samlEndpoints',
    status: 200,
    access: 'session',
  }),
  setSamlEnablement: op<
    Org & { body: typeof samlEnablementSchema; response: typeof samlConfigResponseSchema }
  >()({
    method: 'PUT',
    path: '/auth/v2/organizations/:org/samlEnablement',
    status: 200,
    access: 'session',
  }),
  saveSamlSignIn: op<
    Org & { body: typeof samlSignInSettingsSchema; response: typeof samlConfigResponseSchema }
  >()({
    method: 'PUT',
    path: '/auth/v2/organizations/:org/samlSignIn',
    status: 200,
    access: 'session',
  }),
  // XML, not JSON: the document shows it as a string.
  getSamlMetadata: op<Org & { response: z.ZodString }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/saml/metadata',
    status: 200,
    access: 'public',
  }),
});
