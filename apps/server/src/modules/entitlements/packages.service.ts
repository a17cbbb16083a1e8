import {
  type CompanyPackages,
  defaultPackageAccess,
  type EntitlementPackage,
  type GlobalPermission,
  type PackageAccessLevel,
  type PackageAccessPolicy,
  type PackageHolderPage,
  type PackageListQuery,
  type PackagePage,
  type PackagePermissionsMatrix,
  type PackageStatus,
  type PackageWriteParsed,
  packageAccessAllows,
  packageAccessOf,
  packageMatrixPermissions,
  packagePolicyRefusal,
  packagesOwnerPermission,
} from '@portal/contracts';
import type { AuditEvent, AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { EntitlementsService, StaffActor } from './entitlements.service.ts';
import { DuplicatePackageName, type PackageRow, type PackagesRepository } from './packages.repository.ts';

/** The staff member acting: who, from where, and the provider permissions they hold. */
export type PackageActor = StaffActor & { globalPermissions: readonly GlobalPermission[] };

const NOT_FOUND = 'No such package.';
const duplicateName = (name: string) => `A package named ${name} already exists. Choose another name.`;

type Levels = Map<GlobalPermission, PackageAccessLevel>;
const levelsRecord = (levels: Levels | undefined) =>
  Object.fromEntries(packageMatrixPermissions.map((p) => [p, levels?.get(p) ?? 'none'])) as Record<
    GlobalPermission,
    PackageAccessLevel
  >;

const toPackage = (row: PackageRow, access: PackageAccessLevel): EntitlementPackage => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status,
  entitlements: row.entitlements,
  accessPolicy: { organizationTypes: row.allowedOrganizationTypes, regions: row.allowedRegions },
  organizationCount: row.organizationCount,
  access,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const snapshot = (row: Omit<PackageRow, 'organizationCount'>) => ({
  name: row.name,
  description: row.description,
  status: row.status,
  entitlements: row.entitlements,
  accessPolicy: { organizationTypes: row.allowedOrganizationTypes, regions: row.allowedRegions },
});

/**
 * Entitlement packages (docs/decisions/entitlement-packages.md). What a company holds
 * stays the entitlements service's: a package's grants are its rows, and what a company loses with a
 * package goes through its revoked listeners (SAML off when extendsaml goes).
 */
export function packagesService(
  repo: PackagesRepository,
  deps: { audit: AuditLog; entitlements: EntitlementsService },
) {
  /** A change with no company of its own goes on the trail of the staff member's primary company. */
  async function audit(event: Omit<AuditEvent, 'organizationId'>, organizationId?: string) {
    const targets = new Set<string>();
    if (organizationId) targets.add(organizationId);
    const own = await repo.primaryCompanyOf(event.userId);
    if (own) targets.add(own);
    for (const target of targets) await deps.audit({ ...event, organizationId: target });
  }
  const who = (actor: StaffActor) => ({ userId: actor.userId, ...(actor.ip ? { ip: actor.ip } : {}) });

  /** The package and the caller's level on it; 404 when they may not even see it (no leak of names). */
  async function load(id: string, actor: PackageActor, wanted: PackageAccessLevel) {
    const row = await repo.byId(id);
    const levels = row ? (await repo.levels([id])).get(id) : undefined;
    const access = packageAccessOf(Object.fromEntries(levels ?? []), actor.globalPermissions);
    if (!row || !packageAccessAllows(access, 'view')) throw new HttpError('not_found', NOT_FOUND);
    if (!packageAccessAllows(access, wanted))
      throw new HttpError(
        'forbidden',
        `Your provider permissions do not allow you to ${verb[wanted]} this package.`,
      );
    return { row, access };
  }
  const verb: Record<PackageAccessLevel, string> = {
    none: 'see',
    view: 'see',
    assign: 'assign',
    manage: 'change',
  };

  async function read(id: string, actor: PackageActor) {
    const { row, access } = await load(id, actor, 'view');
    return toPackage(row, access);
  }

  return {
    async list(query: PackageListQuery, actor: PackageActor): Promise<PackagePage> {
      const page = await repo.list(query, actor.globalPermissions);
      const levels = await repo.levels(page.data.map((row) => row.id));
      return {
        total: page.total,
        data: page.data.map((row) =>
          toPackage(
            row,
            packageAccessOf(Object.fromEntries(levels.get(row.id) ?? []), actor.globalPermissions),
          ),
        ),
      };
    },

    read,

    isMember: (userId: string, organizationId: string) => repo.isMember(userId, organizationId),

    /** Only holders of admin.packages create; the package starts with the default levels. */
    async create(fields: PackageWriteParsed, actor: PackageActor): Promise<EntitlementPackage> {
      if (!actor.globalPermissions.includes(packagesOwnerPermission))
        throw new HttpError('forbidden', 'Creating a package needs the admin.packages permission.');
      let id: string;
      try {
        id = await repo.create(fields, defaultPackageAccess, actor.userId);
      } catch (error) {
        if (error instanceof DuplicatePackageName)
          throw new HttpError('conflict', duplicateName(fields.name));
        throw error;
      }
      await audit({
        ...who(actor),
        action: 'packages.create',
        target: id,
        message: `Created the entitlement package ${fields.name}`,
        after: { ...fields },
      });
      return read(id, actor);
    },

    /** An edit reaches every holder at once: entitlements added are granted, those taken out revoked. */
    async update(id: string, fields: PackageWriteParsed, actor: PackageActor): Promise<EntitlementPackage> {
      await load(id, actor, 'manage');
      let result: Awaited<ReturnType<PackagesRepository['update']>>;
      try {
        result = await repo.update(id, fields, actor.userId);
      } catch (error) {
        if (error instanceof DuplicatePackageName)
          throw new HttpError('conflict', duplicateName(fields.name));
        throw error;
      }
      if (!result) throw new HttpError('not_found', NOT_FOUND);
      await audit({
        ...who(actor),
        action: 'packages.update',
        target: id,
        message: `Changed the entitlement package ${fields.name}`,
        before: snapshot(result.before),
        after: { ...snapshot(result.before), ...fields },
      });
      const lost = new Map<string, (typeof fields.entitlements)[number]['name'][]>();
      for (const row of result.dropped)
        lost.set(row.organizationId, [...(lost.get(row.organizationId) ?? []), row.name]);
      for (const [organizationId, names] of lost)
        await deps.entitlements.notifyRevoked(organizationId, names, actor);
      return read(id, actor);
    },

    /** Retired: no company can be given it any more; those holding it keep it until it is taken away. */
    async setStatus(id: string, status: PackageStatus, actor: PackageActor): Promise<EntitlementPackage> {
      await load(id, actor, 'manage');
      const before = await repo.setStatus(id, status);
      if (!before) throw new HttpError('not_found', NOT_FOUND);
      if (before.status !== status)
        await audit({
          ...who(actor),
          action: status === 'retired' ? 'packages.retire' : 'packages.reactivate',
          target: id,
          message: `${status === 'retired' ? 'Retired' : 'Reactivated'} the entitlement package ${before.name}`,
          before: { status: before.status },
          after: { status },
        });
      return read(id, actor);
    },

    async accessPolicy(id: string, actor: PackageActor): Promise<PackageAccessPolicy> {
      return (await read(id, actor)).accessPolicy;
    },

    /** A new policy applies to assignments from now on; companies holding the package keep it. */
    async setAccessPolicy(id: string, policy: PackageAccessPolicy, actor: PackageActor) {
      await load(id, actor, 'manage');
      const before = await repo.setAccessPolicy(id, policy);
      if (!before) throw new HttpError('not_found', NOT_FOUND);
      await audit({
        ...who(actor),
        action: 'packages.accessPolicy',
        target: id,
        message: `Changed the access policy of the entitlement package ${before.name}`,
        before: snapshot(before).accessPolicy,
        after: policy,
      });
      return policy;
    },

    async permissions(id: string, actor: PackageActor) {
      await load(id, actor, 'view');
      return { levels: levelsRecord((await repo.levels([id])).get(id)) };
    },

    /** The matrix of /admin/packages/permissions: every package, for the holders of admin.packages. */
    async matrix(actor: PackageActor): Promise<PackagePermissionsMatrix> {
      if (!actor.globalPermissions.includes(packagesOwnerPermission))
        throw new HttpError('forbidden', 'The package permissions need the admin.packages permission.');
      const { packages, levels } = await repo.allForMatrix();
      const byPackage = new Map<string, Levels>();
      for (const cell of levels)
        byPackage.set(
          cell.packageId,
          (byPackage.get(cell.packageId) ?? new Map()).set(cell.permission, cell.level),
        );
      return {
        permissions: [...packageMatrixPermissions],
        packages: packages.map((pkg) => ({ ...pkg, levels: levelsRecord(byPackage.get(pkg.id)) })),
      };
    },

    async setPermission(
      id: string,
      permission: GlobalPermission,
      level: PackageAccessLevel,
      actor: PackageActor,
    ) {
      const { row } = await load(id, actor, 'manage');
      // Holders of admin.packages always manage every package: otherwise a package could be locked away.
      if (permission === packagesOwnerPermission && level !== 'manage')
        throw new HttpError(
          'conflict',
          `${packagesOwnerPermission} always manages every package: without it no one could repair its permissions.`,
        );
      const old = await repo.setLevel(id, permission, level);
      if (old !== level)
        await audit({
          ...who(actor),
          action: 'packages.permission',
          target: `${id}:${permission}`,
          message: `Set ${permission} to ${level} on the entitlement package ${row.name}`,
          before: { permission, level: old },
          after: { permission, level },
        });
      return this.permissions(id, actor);
    },

    async holders(
      id: string,
      page: { start: number; length: number },
      actor: PackageActor,
    ): Promise<PackageHolderPage> {
      await load(id, actor, 'view');
      const result = await repo.holders(id, page.start, page.length);
      return {
        total: result.total,
        data: result.data.map((row) => ({
          ...row,
          region: row.region as PackageHolderPage['data'][number]['region'],
          assignedAt: row.assignedAt.toISOString(),
        })),
      };
    },

    async companyPackages(organizationId: string): Promise<CompanyPackages> {
      if (!(await repo.company(organizationId))) throw new HttpError('not_found', 'No such company.');
      const rows = await repo.companyPackages(organizationId);
      return {
        data: rows.map(({ pkg, assignedAt }) => ({
          id: pkg.id,
          name: pkg.name,
          description: pkg.description,
          status: pkg.status,
          entitlements: pkg.entitlements,
          assignedAt: assignedAt.toISOString(),
        })),
      };
    },

    /** Assigns a package: refused (409) when retired or when its access policy does not admit the company. */
    async assign(organizationId: string, packageId: string, actor: PackageActor): Promise<CompanyPackages> {
      await load(packageId, actor, 'assign');
      const company = await repo.company(organizationId);
      if (!company) throw new HttpError('not_found', 'No such company.');
      const result = await repo.assign(organizationId, packageId, actor.userId, (pkg) => {
        if (pkg.status === 'retired')
          throw new HttpError('conflict', `${pkg.name} is retired: it can no longer be given to a company.`);
        const refusal = packagePolicyRefusal(
          pkg.name,
          { organizationTypes: pkg.allowedOrganizationTypes, regions: pkg.allowedRegions },
          company,
        );
        if (refusal) throw new HttpError('conflict', refusal);
      });
      if (!result) throw new HttpError('not_found', NOT_FOUND);
      if (result.assigned)
        await audit(
          {
            ...who(actor),
            action: 'packages.assign',
            target: packageId,
            message: `Gave the entitlement package ${result.pkg.name} to ${company.name}`,
            before: { packages: [] },
            after: { package: result.pkg.name, entitlements: result.pkg.entitlements },
          },
          organizationId,
        );
      return this.companyPackages(organizationId);
    },

    /** Removes a package: what only it granted goes, and the revoked listeners hear of each loss. */
    async unassign(organizationId: string, packageId: string, actor: PackageActor): Promise<CompanyPackages> {
      const { row } = await load(packageId, actor, 'assign');
      const removed = await repo.unassign(organizationId, packageId);
      if (!removed) throw new HttpError('not_found', `The company does not hold ${row.name}.`);
      await audit(
        {
          ...who(actor),
          action: 'packages.unassign',
          target: packageId,
          message: `Took the entitlement package ${row.name} from the company`,
          before: {
            package: row.name,
            entitlements: row.entitlements,
            assignedAt: removed.assignedAt.toISOString(),
          },
          after: { package: null },
        },
        organizationId,
      );
      await deps.entitlements.notifyRevoked(
        organizationId,
        row.entitlements.map((e) => e.name),
        actor,
      );
      return this.companyPackages(organizationId);
    },
  };
}

export type PackagesService = ReturnType<typeof packagesService>;
