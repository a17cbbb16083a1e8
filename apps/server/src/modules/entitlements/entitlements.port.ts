import type { EntitlementMeasure } from '@portal/contracts';

/**
 * What other modules ask of entitlements before an action that counts against a limit: the company's
 * limit of a measure, null when staff lifted it. The count itself is the acting module's, taken in the
 * same transaction as its write, so two racing actions cannot both pass.
 */
export type EntitlementLimits = {
  limit(organizationId: string, measure: EntitlementMeasure): Promise<number | null>;
};
