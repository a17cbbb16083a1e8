import {
  promotionCommentSchema,
  promotionPoliciesSchema,
  promotionRequestListQuerySchema,
  promotionRequestListSchema,
  promotionRequestParamsSchema,
  promotionRequestSchema,
} from '../apps/promotionApprovalsApi.ts';
import { endpointSpecs } from './endpoint.ts';
import { promotionApprovalsEndpoints } from './promotionApprovals.ts';

const errors = [400, 401, 403, 404];
const decide = {
  errors: [...errors, 409],
  schemas: {
    params: promotionRequestParamsSchema,
    body: promotionCommentSchema,
    response: promotionRequestSchema,
  },
};

export const promotionApprovalsSpecs = /* @__PURE__ */ endpointSpecs(promotionApprovalsEndpoints, ['apps'], {
  getPromotionPolicies: {
    summary: "The company's approval policies per environment (docs/app-lifecycle.md)",
    errors,
    schemas: { response: promotionPoliciesSchema },
  },
  setPromotionPolicies: {
    summary: "Replace the company's approval policies (company admins)",
    errors,
    schemas: { body: promotionPoliciesSchema, response: promotionPoliciesSchema },
  },
  listPromotionRequests: {
    summary: "The company's promotion requests, newest first (of one app, in one state, when given)",
    errors,
    schemas: { query: promotionRequestListQuerySchema, response: promotionRequestListSchema },
  },
  getPromotionRequest: {
    summary: 'One promotion request with its decisions',
    errors,
    schemas: { params: promotionRequestParamsSchema, response: promotionRequestSchema },
  },
  approvePromotionRequest: {
    summary: 'Approve a promotion request (a member of its role, not its requester; 409 once it is not open)',
    ...decide,
  },
  rejectPromotionRequest: {
    summary: 'Reject a promotion request (a member of its role, not its requester; 409 once it is not open)',
    ...decide,
  },
});
