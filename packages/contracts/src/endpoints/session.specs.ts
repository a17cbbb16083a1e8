import {
  authConfigSchema,
  logoutResponseSchema,
  sessionInfoSchema,
  tokenExchangeRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../identity/session.ts';
import { endpointSpecs } from './endpoint.ts';
import { sessionEndpoints } from './session.ts';

const errors = [400, 401, 403];

export const sessionSpecs = /* @__PURE__ */ endpointSpecs(sessionEndpoints, ['session'], {
  getAuthConfig: {
    summary: 'What the web needs to build the authorization URL (PKCE S256, nonce = state)',
    errors: [],
    schemas: { response: authConfigSchema },
  },
  redeemSignIn: {
    summary: 'Redeem the sign-in callback; sets the session cookie and answers the session info',
    errors,
    schemas: { body: tokenRequestSchema, response: tokenResponseSchema },
  },
  switchSessionRegion: {
    summary: "Switch the session's region (company switch); answers the new session info",
    errors,
    schemas: { body: tokenExchangeRequestSchema, response: tokenResponseSchema },
  },
  logout: {
    summary: 'End the session on the server and at the provider; clears the cookie',
    errors,
    schemas: { response: logoutResponseSchema },
  },
  getSessionInfo: {
    summary: 'The session fields; 401 when not signed in',
    errors: [401],
    schemas: { response: sessionInfoSchema },
  },
});
