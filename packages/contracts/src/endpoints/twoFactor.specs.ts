import { organizationParamsSchema } from '../identity/organizations.ts';
import {
  companyTwoFactorSchema,
  resetTotpResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorConfirmResponseSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '../identity/twoFactor.ts';
import { adminUserParamsSchema } from '../people/people.ts';
import { endpointSpecs } from './endpoint.ts';
import { twoFactorEndpoints } from './twoFactor.ts';

const errors = [400, 401, 403];

export const twoFactorSpecs = /* @__PURE__ */ endpointSpecs(twoFactorEndpoints, ['identity'], {
  getTwoFactorStatus: {
    summary: 'Whether my sign-in asks for a code, and how many recovery codes are left',
    errors,
    schemas: { response: twoFactorStatusSchema },
  },
  startTwoFactorEnrolment: {
    summary:
      'Start enrolling an authenticator: a new secret, its otpauth URI and QR code (409 when enrolled)',
    errors: [...errors, 409, 429],
    schemas: { response: twoFactorEnrolmentSchema },
  },
  confirmTwoFactor: {
    summary: 'Confirm the enrolment with a code; answers the ten recovery codes, shown this once',
    errors: [...errors, 409, 429],
    schemas: { body: twoFactorCodeRequestSchema, response: twoFactorConfirmResponseSchema },
  },
  disableTwoFactor: {
    summary: 'Turn two-factor sign-in off with a current code (or a recovery code)',
    errors: [...errors, 409, 429],
    schemas: { body: twoFactorCodeRequestSchema, response: twoFactorStatusSchema },
  },
  resetTotp: {
    summary: "Staff (admin.users): remove a user's second factor, so they sign in with the password alone",
    errors: [...errors, 404],
    schemas: { params: adminUserParamsSchema, response: resetTotpResponseSchema },
  },
  getCompanyTwoFactor: {
    summary: 'Whether the company requires two-factor sign-in of its members',
    errors,
    schemas: { params: organizationParamsSchema, response: companyTwoFactorSchema },
  },
  setCompanyTwoFactor: {
    summary: 'Require two-factor sign-in of the members (a member without it enrols at the next sign-in)',
    errors,
    schemas: {
      params: organizationParamsSchema,
      body: companyTwoFactorSchema,
      response: companyTwoFactorSchema,
    },
  },
});
