import type {
  promotionCommentSchema,
  promotionPoliciesSchema,
  promotionRequestListQuerySchema,
  promotionRequestListSchema,
  promotionRequestParamsSchema,
  promotionRequestSchema,
} from '../apps/promotionApprovalsApi.ts';
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'apps.read' } as const;
type Request = { params: typeof promotionRequestParamsSchema };

/**
 * Promotion approvals (docs/product/promotions.md PROMO-1, PROMO-2) of the selected company: policies are
 * read with apps.read and changed by the company's admins (company.admin); a request is decided by a member
 * of its role other than its requester. Another company's request answers 404.
 */
export const promotionApprovalsEndpoints = /* @__PURE__ */ endpointTable({
  getPromotionPolicies: op<{ response: typeof promotionPoliciesSchema }>()({
    method: 'GET',
    path: '/apphub/v1/promotion-policies',
    status: 200,
    access: read,
  }),
  setPromotionPolicies: op<{
    body: typeof promotionPoliciesSchema;
    response: typeof promotionPoliciesSchema;
  }>()({
    method: 'PUT',
    path: '/apphub/v1/promotion-policies',
    status: 200,
    access: { orgPermission: 'company.admin' },
  }),
  listPromotionRequests: op<{
    query: typeof promotionRequestListQuerySchema;
    response: typeof promotionRequestListSchema;
  }>()({
    method: 'GET',
    path: '/apphub/v1/promotion-requests',
    status: 200,
    access: read,
  }),
  getPromotionRequest: op<Request & { response: typeof promotionRequestSchema }>()({
    method: 'GET',
    path: '/apphub/v1/promotion-requests/:id',
    status: 200,
    access: read,
  }),
  approvePromotionRequest: op<
    Request & { body: typeof promotionCommentSchema; response: typeof promotionRequestSchema }
  >()({
    method: 'POST',
    path: '/apphub/v1/promotion-requests/:id/approve',
    status: 200,
    access: read,
  }),
  rejectPromotionRequest: op<
    Request & { body: typeof promotionCommentSchema; response: typeof promotionRequestSchema }
  >()({
    method: 'POST',
    path: '/apphub/v1/promotion-requests/:id/reject',
    status: 200,
    access: read,
  }),
});
