import { z } from 'zod';
import { organizationMemberParamsSchema, organizationParamsSchema } from '../identity/organizations.ts';
import { awsAccessGrantSchema, awsAccessSummarySchema, awsAccountStatusSchema } from '../people/awsAccess.ts';
import { awsAccessEndpoints } from './awsAccess.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404];
const params = organizationMemberParamsSchema;

export const awsAccessSpecs = /* @__PURE__ */ endpointSpecs(awsAccessEndpoints, ['identity'], {
  getAwsAccess: {
    summary: "The company's members holding AWS access, against its maximum user count",
    errors,
    schemas: { params: organizationParamsSchema, response: awsAccessSummarySchema },
  },
  getAwsAccountStatus: {
    summary: "A member's AWS account status (NONE when they hold no AWS access)",
    errors,
    schemas: { params, response: awsAccountStatusSchema },
  },
  grantAwsAccess: {
    summary: "Grant a member AWS access (409 'User limit of {maxUsers} reached'; collaborators count)",
    errors: [...errors, 409],
    schemas: { params, response: awsAccessGrantSchema },
  },
  removeAwsAccess: {
    summary: "Remove a member's AWS access (deletes it)",
    errors,
    schemas: { params, response: z.null() },
  },
});
