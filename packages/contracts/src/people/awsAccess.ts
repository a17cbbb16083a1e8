import { z } from 'zod';

/**
 * A member's AWS access in a company (docs/product/people.md PEOPLE-7): ACTIVE while held; REMOVING is what
 * the bridgenbus "AWS account status" call reports while a removal is under way
 * (docs/decisions/aws-access.md).
 */
export const awsAccessStatuses = ['ACTIVE', 'REMOVING'] as const;
export const awsAccessStatusSchema = z.enum(awsAccessStatuses);
export type AwsAccessStatus = z.infer<typeof awsAccessStatusSchema>;

/** One member holding AWS access: who granted it and when. */
export const awsAccessGrantSchema = z.object({
  userUuid: z.uuid(),
  status: awsAccessStatusSchema,
  grantedBy: z.uuid().nullable(),
  grantedAt: z.iso.datetime(),
});
export type AwsAccessGrant = z.infer<typeof awsAccessGrantSchema>;

/** The company's holders against its maximum user count (null: staff lifted the limit). */
export const awsAccessSummarySchema = z.object({
  maxUsers: z.number().int().nonnegative().nullable(),
  used: z.number().int().nonnegative(),
  data: z.array(awsAccessGrantSchema),
});
export type AwsAccessSummary = z.infer<typeof awsAccessSummarySchema>;

/** The bridgenbus "AWS account status" of one member: NONE when they hold no AWS access. */
export const awsAccountStatusSchema = z.object({
  status: z.enum([...awsAccessStatuses, 'NONE']),
});
export type AwsAccountStatus = z.infer<typeof awsAccountStatusSchema>;

/** The refusal of a grant past the maximum user count (PEOPLE-7), word for word. */
export const awsUserLimitMessage = (maxUsers: number) => `User limit of ${maxUsers} reached`;
