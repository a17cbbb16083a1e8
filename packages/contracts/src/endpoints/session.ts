import type {
  authConfigSchema,
  logoutResponseSchema,
  sessionInfoSchema,
  tokenExchangeRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../identity/session.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * The backend-for-frontend's session: sign-in, region switch, logout and session info. Only the region
 * switch needs a session before the handler: the session info clears a stale signed-in hint before its
 * own 401, and sign-in and logout work without one.
 */
export const sessionEndpoints = /* @__PURE__ */ endpointTable({
  getAuthConfig: op<{ response: typeof authConfigSchema }>()({
    method: 'GET',
    path: '/api/v1/auth/config',
    status: 200,
    access: 'public',
  }),
  redeemSignIn: op<{ body: typeof tokenRequestSchema; response: typeof tokenResponseSchema }>()({
    method: 'POST',
    path: '/api/v1/token',
    status: 200,
    access: 'public',
  }),
  switchSessionRegion: op<{
    body: typeof tokenExchangeRequestSchema;
    response: typeof tokenResponseSchema;
  }>()({
    method: 'POST',
    path: '/api/v1/token-exchange',
    status: 200,
    access: 'session',
  }),
  logout: op<{ response: typeof logoutResponseSchema }>()({
    method: 'POST',
    path: '/api/v1/logout',
    status: 200,
    access: 'public',
  }),
  getSessionInfo: op<{ response: typeof sessionInfoSchema }>()({
    method: 'GET',
    path: '/api/v1/sessionInfo',
    status: 200,
    access: 'public',
  }),
});
