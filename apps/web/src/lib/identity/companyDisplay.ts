import {
  isPartnerOrganizationType,
  type Organization,
  type RoleBadge,
  roleBadgesFor,
} from '@portal/contracts';

/** The role badges a company shows, strongest first, 'Partner Contact' for a partner's dsc (contracts rule). */
export function companyRoleBadges(
  organization: Pick<Organization, 'roles' | 'organizationType'>,
): RoleBadge[] {
  return roleBadgesFor(organization.roles, {
    isPartner: isPartnerOrganizationType(organization.organizationType),
  });
}

/** Companies grouped primary, secondary, collaborator, keeping the (already sorted) order inside each. */
export function groupByAssociation<T extends Pick<Organization, 'associationType'>>(companies: readonly T[]) {
  const groups: { associationType: T['associationType']; companies: T[] }[] = [];
  for (const company of companies) {
    const last = groups.at(-1);
    if (last?.associationType === company.associationType) last.companies.push(company);
    else groups.push({ associationType: company.associationType, companies: [company] });
  }
  return groups;
}
