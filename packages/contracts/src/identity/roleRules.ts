/**
 * Role names and their display rules, without zod: the web's first chunk (header, company switcher) uses
 * them, and zod stays out of that chunk. The schema is in roles.ts.
 */

/** User roles in a company (docs/product/people.md PEOPLE-1), as the API spells them. */
export const roles = ['member', 'specialist', 'developer', 'admin', 'dsc', 'systemaccount'] as const;
export type Role = (typeof roles)[number];

/** The company roles an orchestration's approval or notify step may name (a system account decides nothing). */
export const stepRoles: readonly Role[] = roles.filter((role) => role !== 'systemaccount');

export const roleLabels: Record<Role, string> = {
  member: 'Member',
  specialist: 'Specialist',
  developer: 'Developer',
  admin: 'Admin',
  dsc: 'Developer Support Contact',
  systemaccount: 'System User',
};

/** PEOPLE-1: a 'Partner Contact' label also exists; it is the dsc of a partner-type company. */
export const PARTNER_CONTACT_LABEL = 'Partner Contact';

/** Roles an administrator can assign: dsc and systemaccount are excluded (PEOPLE-3). */
export function selectableRoles(): Role[] {
  return roles.filter((role) => role !== 'dsc' && role !== 'systemaccount');
}

const labelOrder: Role[] = ['admin', 'dsc', 'developer', 'specialist', 'member', 'systemaccount'];

/** A role as shown: the role itself, or 'partnerContact' for the dsc of a partner-type company. */
export type RoleBadge = Role | 'partnerContact';

/**
 * One badge per role, strongest first; dsc reads 'Partner Contact' in partner-type companies. The web
 * translates the badges (every visible string goes through i18n); `roleLabelsFor` gives the English.
 */
export function roleBadgesFor(
  userRoles: readonly Role[],
  options: { isPartner?: boolean } = {},
): RoleBadge[] {
  return labelOrder
    .filter((role) => userRoles.includes(role))
    .map((role) => (role === 'dsc' && options.isPartner ? 'partnerContact' : role));
}

export function roleLabelsFor(userRoles: readonly Role[], options: { isPartner?: boolean } = {}): string[] {
  return roleBadgesFor(userRoles, options).map((badge) =>
    badge === 'partnerContact' ? PARTNER_CONTACT_LABEL : roleLabels[badge],
  );
}

const BASIC: Role[] = ['admin', 'developer', 'specialist', 'member'];

/**
 * Role display order (PEOPLE-2), as a rank (lower shows first):
 * 1 admin only; 2 dsc (or Partner Contact) paired with admin, developer, specialist or member;
 * 3 dsc alone; 4 developer, specialist or member alone; 5 anything else.
 */
export function roleDisplayRank(userRoles: readonly Role[]): number {
  const set = [...new Set(userRoles)];
  const hasDsc = set.includes('dsc');
  const others = set.filter((role) => role !== 'dsc');
  if (set.length === 1 && set[0] === 'admin') return 1;
  if (hasDsc && others.length > 0 && others.every((role) => BASIC.includes(role))) return 2;
  if (hasDsc && others.length === 0) return 3;
  if (set.length === 1 && (set[0] === 'developer' || set[0] === 'specialist' || set[0] === 'member'))
    return 4;
  return 5;
}

export function compareRoleSets(a: readonly Role[], b: readonly Role[]): number {
  return roleDisplayRank(a) - roleDisplayRank(b);
}
