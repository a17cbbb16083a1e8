import type { PromotionRequest } from './promotionApprovalsApi.ts';

/**
 * What promote answered: the version moved (200), or the request that holds it for the company's
 * approvals (202). Without zod, so the web's lifecycle chunk tells the two apart without a status.
 */
export function isPromotionRequest<T extends object>(
  answer: T | PromotionRequest,
): answer is PromotionRequest {
  return 'requiredApprovals' in answer && 'expiresAt' in answer;
}
