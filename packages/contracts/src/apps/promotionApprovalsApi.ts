import { z } from 'zod';
import { stepRoles } from '../identity/roleRules.ts';
import { versionSchema } from './appsApi.ts';

/**
 * Approvals before a version enters an environment (docs/product/promotions.md PROMO-1, PROMO-2): a company's
 * policy per environment, and the promotion requests it holds.
 */

/** The environments a promotion enters (nothing is promoted into Development). */
export const promotionEnvironments = ['Implementation', 'Sandbox', 'Production'] as const;
export type PromotionEnvironment = (typeof promotionEnvironments)[number];

export const MAX_REQUIRED_APPROVALS = 5;
/** How long a request stays open before the expiry job ends it. */
export const PROMOTION_REQUEST_DAYS = 7;
export const PROMOTION_COMMENT_MAX = 1000;

const approverRoleSchema = z.enum(stepRoles as [string, ...string[]], {
  error: 'Choose a role of the company: member, specialist, developer, admin or dsc.',
});

export const promotionPolicySchema = z.object({
  environment: z.enum(promotionEnvironments),
  requiredApprovals: z
    .number()
    .int()
    .min(1, 'Require at least 1 approval.')
    .max(MAX_REQUIRED_APPROVALS, `Require at most ${MAX_REQUIRED_APPROVALS} approvals.`),
  /** The company role whose members may approve. */
  approverRole: approverRoleSchema,
});
export type PromotionPolicy = z.infer<typeof promotionPolicySchema>;

/** The company's policies: an environment not listed takes promotions at once, as before. */
export const promotionPoliciesSchema = z.object({
  data: z
    .array(promotionPolicySchema)
    .max(promotionEnvironments.length)
    .refine((list) => new Set(list.map((p) => p.environment)).size === list.length, {
      message: 'Give each environment one policy at most.',
    }),
});
export type PromotionPolicies = z.infer<typeof promotionPoliciesSchema>;

/** APPROVED: the approvals are in and the promotion is running; it ends PROMOTED or FAILED. */
export const promotionRequestStates = [
  'OPEN',
  'APPROVED',
  'PROMOTED',
  'REJECTED',
  'EXPIRED',
  'FAILED',
] as const;
export type PromotionRequestState = (typeof promotionRequestStates)[number];

export const promotionDecisions = ['approve', 'reject'] as const;
export type PromotionDecisionKind = (typeof promotionDecisions)[number];

export const promotionDecisionSchema = z.object({
  decision: z.enum(promotionDecisions),
  userId: z.uuid(),
  userName: z.string(),
  comment: z.string(),
  at: z.iso.datetime(),
});
export type PromotionDecision = z.infer<typeof promotionDecisionSchema>;

export const promotionRequestSchema = z.object({
  id: z.uuid(),
  appId: z.uuid(),
  versionId: z.uuid(),
  /** The version's name (its manifest version). */
  versionName: z.string(),
  fromEnvironment: z.string(),
  toEnvironment: z.enum(promotionEnvironments),
  /** The newest version of the app in the target environment when the request was made, if any. */
  replacesVersionId: z.uuid().nullable(),
  replacesVersionName: z.string().nullable(),
  state: z.enum(promotionRequestStates),
  requiredApprovals: z.number().int(),
  approverRole: z.string(),
  requestedBy: z.uuid().nullable(),
  requestedByName: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  /** Why a FAILED request did not promote (the lifecycle's refusal). */
  reason: z.string().nullable(),
  decisions: z.array(promotionDecisionSchema),
  /** Whether the caller may approve or reject it now (a member of the role, not the requester). */
  mayDecide: z.boolean(),
});
export type PromotionRequest = z.infer<typeof promotionRequestSchema>;

export const promotionRequestListSchema = z.object({
  total: z.number().int(),
  data: z.array(promotionRequestSchema),
});
export type PromotionRequestList = z.infer<typeof promotionRequestListSchema>;
export const promotionRequestListQuerySchema = z.object({
  appId: z.uuid().optional(),
  state: z.enum(promotionRequestStates).optional(),
});
export const promotionRequestParamsSchema = z.object({ id: z.uuid() });
export const promotionCommentSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(PROMOTION_COMMENT_MAX, `Keep the comment under ${PROMOTION_COMMENT_MAX} characters.`)
    .default(''),
});

/** What promote answers: the version moved (200) or the request that holds it (202); the CLI reads either. */
export const promoteAnswerSchema = z.union([versionSchema, promotionRequestSchema]);
