import type { organizationParamsSchema } from '../identity/organizations.ts';
import type {
  companyTwoFactorSchema,
  resetTotpResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorConfirmResponseSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '../identity/twoFactor.ts';
import type { adminUserParamsSchema } from '../people/people.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * Two-factor sign-in (TOTP): my own enrolment on /profile, staff's reset (the `users resetTotp` call)
 * and a company's requirement of it. The code step of sign-in itself is the provider's page, not an API.
 */
export const twoFactorEndpoints = /* @__PURE__ */ endpointTable({
  getTwoFactorStatus: op<{ response: typeof twoFactorStatusSchema }>()({
    method: 'GET',
    path: '/auth/v2/users/self/totp',
    status: 200,
    access: 'session',
  }),
  startTwoFactorEnrolment: op<{ response: typeof twoFactorEnrolmentSchema }>()({
    method: 'POST',
    path: '/auth/v2/users/self/totp',
    status: 200,
    access: 'session',
  }),
  confirmTwoFactor: op<{
    body: typeof twoFactorCodeRequestSchema;
    response: typeof twoFactorConfirmResponseSchema;
  }>()({
    method: 'POST',
    path: '/auth/v2/users/self/totp/confirm',
    status: 200,
    access: 'session',
  }),
  disableTwoFactor: op<{ body: typeof twoFactorCodeRequestSchema; response: typeof twoFactorStatusSchema }>()(
    {
      method: 'POST',
      path: '/auth/v2/users/self/totp/disable',
      status: 200,
      access: 'session',
    },
  ),
  resetTotp: op<{ params: typeof adminUserParamsSchema; response: typeof resetTotpResponseSchema }>()({
    method: 'POST',
    path: '/auth/v2/users/:id/resetTotp',
    status: 200,
    access: { globalPermission: 'admin.users' },
  }),
  getCompanyTwoFactor: op<{
    params: typeof organizationParamsSchema;
    response: typeof companyTwoFactorSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/twoFactor',
    status: 200,
    access: { orgPermission: 'company.read', orgParam: 'org' },
  }),
  setCompanyTwoFactor: op<{
    params: typeof organizationParamsSchema;
    body: typeof companyTwoFactorSchema;
    response: typeof companyTwoFactorSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v2/organizations/:org/twoFactor',
    status: 200,
    access: { orgPermission: 'company.admin', orgParam: 'org' },
  }),
});
