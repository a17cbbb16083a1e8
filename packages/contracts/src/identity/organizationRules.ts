import type { AssociationType, Organization, OrganizationType } from './organizations.ts';

// Zod-free on purpose (only types come from organizations.ts): the web's company switcher is in the
// first chunk, and zod stays out of it.

export function isSpecialOrganizationType(type: OrganizationType): boolean {
  return type === 'Education' || type === 'Hackathon';
}

export function isPartnerOrganizationType(type: OrganizationType): boolean {
  return type === 'Partner' || type === 'Software Partner';
}

const associationRank: Record<AssociationType, number> = { PRIMARY: 0, SECONDARY: 1, COLLABORATOR: 2 };

/**
 * docs/product/companies.md COMPANIES-2: primary first, then secondary, then collaborator; by name within a
 * type.
 */
export function compareOrganizations(
  a: Pick<Organization, 'associationType' | 'organizationName'>,
  b: Pick<Organization, 'associationType' | 'organizationName'>,
): number {
  const byAssociation = associationRank[a.associationType] - associationRank[b.associationType];
  if (byAssociation !== 0) return byAssociation;
  return a.organizationName.localeCompare(b.organizationName, 'en', { sensitivity: 'base' });
}

export function sortOrganizations<T extends Pick<Organization, 'associationType' | 'organizationName'>>(
  orgs: readonly T[],
): T[] {
  return [...orgs].sort(compareOrganizations);
}

/** The company a user starts in when none is stored: the primary one, else the first in sort order. */
export function defaultOrganization<T extends Pick<Organization, 'associationType' | 'organizationName'>>(
  orgs: readonly T[],
): T | undefined {
  return sortOrganizations(orgs)[0];
}
