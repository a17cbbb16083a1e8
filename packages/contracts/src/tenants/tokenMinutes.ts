/**
 * Whole minutes a token has left (docs/product/tenants.md TENANTS-5), or null when it has expired: an expired
 * token is treated as absent. A token with 30 seconds left shows 1 minute, not 0.
 */
export function tenantTokenMinutesLeft(expiresAt: string, now: number): number | null {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return null;
  return Math.ceil(left / 60_000);
}
