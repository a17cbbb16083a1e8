import {
  type ApiClientOwnerCandidate,
  type ApiClientScope,
  isPortalScope,
  type PortalScope,
} from '@portal/contracts';

/**
 * The first portal scope of `scopes` that `ownerId` may not hold as the client's owner, as the server's
 * candidates list says; undefined when they may hold all, or are not in the list.
 */
export function scopeOwnerLacks(
  candidates: readonly ApiClientOwnerCandidate[],
  ownerId: string | null,
  scopes: readonly ApiClientScope[],
): PortalScope | undefined {
  const candidate = candidates.find((entry) => entry.userUuid === ownerId);
  if (!candidate) return undefined;
  return scopes.filter(isPortalScope).find((scope) => !candidate.portalScopes.includes(scope));
}

/**
 * Whether this user may change a client with this owner: no owner, or one the server lists as within
 * their reach (they are in it themselves). Until the list is known, or if it cannot be read, the
 * buttons stay: the server refuses with its own message.
 */
export function ownerInReach(
  candidates: readonly ApiClientOwnerCandidate[] | undefined,
  owner: { id: string } | null,
): boolean {
  return !owner || candidates === undefined || candidates.some((entry) => entry.userUuid === owner.id);
}
