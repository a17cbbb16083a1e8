import type { z } from 'zod';
import type { organizationMemberParamsSchema, organizationParamsSchema } from '../identity/organizations.ts';
import type {
  awsAccessGrantSchema,
  awsAccessSummarySchema,
  awsAccountStatusSchema,
} from '../people/awsAccess.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * AWS access per member under the bridgenbus calls: holders of aws.manage in the path's company, or
 * provider staff with admin.companies (the handler's check, as staff need no membership).
 */
export const awsAccessEndpoints = /* @__PURE__ */ endpointTable({
  getAwsAccess: op<{ params: typeof organizationParamsSchema; response: typeof awsAccessSummarySchema }>()({
    method: 'GET',
    path: '/auth/v1/bridgenbus/organizations/:org/awsAccounts',
    status: 200,
    access: 'session',
  }),
  getAwsAccountStatus: op<{
    params: typeof organizationMemberParamsSchema;
    response: typeof awsAccountStatusSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/bridgenbus/organizations/:org/users/:user/awsAccount',
    status: 200,
    access: 'session',
  }),
  grantAwsAccess: op<{
    params: typeof organizationMemberParamsSchema;
    response: typeof awsAccessGrantSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v1/bridgenbus/organizations/:org/users/:user/awsAccount',
    status: 200,
    access: 'session',
  }),
  removeAwsAccess: op<{ params: typeof organizationMemberParamsSchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/auth/v1/bridgenbus/organizations/:org/users/:user/awsAccount',
    status: 204,
    access: 'session',
  }),
});
