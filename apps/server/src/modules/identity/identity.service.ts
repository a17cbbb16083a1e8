import {
  defaultRolePermissions,
  type GlobalPermission,
  globalPermissions,
  type Organization,
  type OrgMembersPage,
  permissionsForRoles,
  type Role,
  regionInfo,
  regions,
  roles,
  sortOrganizations,
  type TermsStatus,
  type TermsVersion,
  type UserProfile,
  type UserRoleHeld,
  type UserSelf,
} from '@portal/contracts';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { IdentityRepository } from './identity.repository.ts';

type MembershipRow = Awaited<ReturnType<IdentityRepository['userMemberships']>>[number];

function toOrganization(row: MembershipRow): Organization {
  return { ...row, roles: row.roles } as Organization;
}

export function identityService(repo: IdentityRepository) {
  /** Companies where the caller may manage users: those whose roles grant company.admin. */
  async function adminOrgIds(callerId: string): Promise<Set<string>> {
    const [mine, map] = await Promise.all([repo.userMemberships(callerId), repo.rolePermissionMap()]);
    return new Set(
      mine
        .filter((m) => permissionsForRoles(m.roles, map as Record<Role, string[]>).includes('company.admin'))
        .map((m) => m.organizationUuid),
    );
  }

  /** A user's companies as the caller may see them: all of them for self, shared admin companies otherwise. */
  async function visibleMemberships(session: AuthSession, userId: string): Promise<MembershipRow[]> {
    const theirs = await repo.userMemberships(userId);
    if (userId === session.userId) return theirs;
    const admin = await adminOrgIds(session.userId);
    const shared = theirs.filter((m) => admin.has(m.organizationUuid));
    // Not found rather than forbidden: a stranger learns nothing about whether the user exists.
    if (shared.length === 0) throw new HttpError('not_found', 'No such user in your companies.');
    return shared;
  }

  return {
    async ensureReferenceData() {
      const permissionRows = roles.flatMap((role) =>
        defaultRolePermissions[role].map((permission) => ({ role, permission })),
      );
      await repo.ensureReferenceData(
        regions.map((id) => ({
          id,
          displayName: regionInfo[id].displayName,
          alias: regionInfo[id].alias,
          fqdn: regionInfo[id].fqdn,
        })),
        permissionRows,
      );
    },

    /** Who a staff member means by an e-mail address, and the company they belong to first. */
    userWithPrimaryCompany: (email: string) => repo.userWithPrimaryCompany(email),

    async self(session: AuthSession): Promise<UserSelf> {
      const user = await repo.findUser(session.userId);
      if (!user) throw new HttpError('unauthorized', 'Sign in to continue.');
      const current = await repo.currentTermsVersion();
      const agreement = await repo.findAgreement(user.id, current.version);
      return {
        userUuid: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        isProviderEmployee: user.isProviderEmployee,
        globalPermissions: user.globalPermissions.filter((p): p is GlobalPermission =>
          (globalPermissions as readonly string[]).includes(p),
        ),
        hasSignedTerms: !!agreement,
      };
    },

    async organizationsOf(session: AuthSession, userId = session.userId): Promise<Organization[]> {
      return sortOrganizations((await visibleMemberships(session, userId)).map(toOrganization));
    },

    /** GET /auth/v1/users/{id}: as visibleMemberships lets the caller see them (else 404). */
    async profileOf(session: AuthSession, userId: string): Promise<UserProfile> {
      await visibleMemberships(session, userId);
      const user = await repo.findUser(userId);
      if (!user) throw new HttpError('not_found', 'No such user in your companies.');
      return { userUuid: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
    },

    /** GET /auth/v1/users/{id}/organizations/{org}: 404 when not theirs or not one the caller may see. */
    async organizationOf(
      session: AuthSession,
      userId: string,
      organizationId: string,
    ): Promise<Organization> {
      const row = (await visibleMemberships(session, userId)).find(
        (m) => m.organizationUuid === organizationId.toLowerCase(),
      );
      if (!row) throw new HttpError('not_found', 'This user is not a member of that company.');
      return toOrganization(row);
    },

    /** GET /auth/v1/users/{id}/roles/{role} in the caller's company (the route checked company.admin). */
    async roleHeld(userId: string, organizationId: string, role: Role): Promise<UserRoleHeld> {
      const row = (await repo.userMemberships(userId)).find((m) => m.organizationUuid === organizationId);
      if (!row) throw new HttpError('not_found', 'This user is not a member of your company.');
      return { organizationUuid: organizationId, role, held: row.roles.includes(role) };
    },

    async rolesOf(session: AuthSession, userId: string) {
      const rows = await visibleMemberships(session, userId);
      return { roles: rows.map((m) => ({ organizationUuid: m.organizationUuid, roles: m.roles })) };
    },

    async members(organizationId: string, start: number, length: number): Promise<OrgMembersPage> {
      const page = await repo.orgMembers(organizationId, start, length);
      return {
        total: page.total,
        data: page.data.map((m) => ({
          ...m,
          associationType: m.associationType as never,
          roles: m.roles,
        })),
      };
    },

    async currentTerms(): Promise<TermsVersion> {
      const current = await repo.currentTermsVersion();
      return { version: current.version, publishedAt: current.publishedAt.toISOString() };
    },

    /**
     * docs/product/sign-in.md SIGNIN-10: a new version asks everyone again; old agreements stay on record.
     */
    async publishTerms(version: string): Promise<TermsVersion> {
      const published = await repo.publishTermsVersion(version);
      if (!published) throw new HttpError('conflict', `Terms version ${version} has been published already.`);
      return { version: published.version, publishedAt: published.publishedAt.toISOString() };
    },

    async terms(userId: string): Promise<TermsStatus> {
      const { version } = await repo.currentTermsVersion();
      const agreement = await repo.findAgreement(userId, version);
      return { version, agreed: !!agreement, agreedAt: agreement?.agreedAt.toISOString() ?? null };
    },

    async agree(userId: string, version: string): Promise<TermsStatus> {
      const current = await repo.currentTermsVersion();
      if (version !== current.version) {
        throw new HttpError(
          'conflict',
          `The current terms are version ${current.version}; reload and agree to them.`,
        );
      }
      await repo.agree(userId, version);
      return this.terms(userId);
    },

    async resetTerms(userIds?: string[]): Promise<{ reset: number }> {
      const { version } = await repo.currentTermsVersion();
      return { reset: await repo.resetAgreements(version, userIds) };
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
