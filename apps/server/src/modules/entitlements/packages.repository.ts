import type {
  EntitlementName,
  GlobalPermission,
  OrganizationType,
  PackageAccessLevel,
  PackageAccessPolicy,
  PackageEntitlement,
  PackageListQuery,
  PackageStatus,
  Region,
} from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyEntitlements,
  companyPackages,
  entitlementPackages,
  memberships,
  organizations,
  packagePermissions,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type PackageRow = typeof entitlementPackages.$inferSelect & { organizationCount: number };
export type PackageFields = {
  name: string;
  description: string;
  entitlements: PackageEntitlement[];
};
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CompanyFacts = { id: string; name: string; organizationType: OrganizationType; region: Region };

/** The name's unique index refused a write: of two creates racing for one name, this is the loser. */
export class DuplicatePackageName extends Error {
  override name = 'DuplicatePackageName';
}

function isNameViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  return code === '23505' && (constraint === undefined || constraint === 'entitlement_packages_name_idx');
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isNameViolation(error)) throw new DuplicatePackageName('package name taken');
    throw error;
  }
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const holderCount = sql<number>`(select count(*)::int from ${companyPackages} cp where cp.package_id = ${entitlementPackages.id})`;
const VISIBLE: PackageAccessLevel[] = ['view', 'assign', 'manage'];
const today = () => new Date().toISOString().slice(0, 10);

/** Grants what a package holds to one company that holds it (a re-run adds only what is missing). */
async function grantRows(
  tx: Tx,
  organizationId: string,
  packageId: string,
  names: EntitlementName[],
  by: string | null,
  startDate = today(),
) {
  if (names.length === 0) return;
  await tx
    .insert(companyEntitlements)
    .values(names.map((name) => ({ organizationId, name, packageId, startDate, grantedBy: by })))
    .onConflictDoNothing();
}

/** Entitlement packages, their permissions and policies, and the companies holding them. */
export function packagesRepository(db: Db) {
  const selectPackages = (tx: Db | Tx = db) =>
    tx.select({ pkg: entitlementPackages, organizationCount: holderCount }).from(entitlementPackages);
  const flatten = (row: {
    pkg: typeof entitlementPackages.$inferSelect;
    organizationCount: number;
  }): PackageRow => ({
    ...row.pkg,
    organizationCount: Number(row.organizationCount),
  });

  /**
   * Changes a package's row under its lock, then runs `after` in the same transaction; answers the row as
   * it was with what `after` answered (undefined: no such package).
   */
  const updateLocked = <T>(
    id: string,
    values: Partial<typeof entitlementPackages.$inferInsert>,
    after: (tx: Tx) => Promise<T>,
  ) =>
    withTransaction(db, async (tx) => {
      const [before] = await tx
        .select()
        .from(entitlementPackages)
        .where(eq(entitlementPackages.id, id))
        .for('update');
      if (!before) return undefined;
      await tx
        .update(entitlementPackages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(entitlementPackages.id, id));
      return { before, after: await after(tx) };
    });
  const nothingElse = async () => undefined;

  return {
    /** Which of these names packages already have (the demo seed adds only the missing ones). */
    async existingNames(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ name: entitlementPackages.name })
        .from(entitlementPackages)
        .where(inArray(entitlementPackages.name, [...names]));
      return new Set(rows.map((row) => row.name));
    },
    /** A page of the packages any of `held` may at least view. */
    async list(query: PackageListQuery, held: readonly GlobalPermission[]) {
      const conditions: SQL[] = [
        sql`exists (select 1 from ${packagePermissions} pp where pp.package_id = ${entitlementPackages.id}
          and pp.permission in ${held.length > 0 ? held : ['']} and pp.level in ${VISIBLE})`,
      ];
      if (query.search) {
        const pattern = likePattern(query.search);
        const match = or(
          ilike(entitlementPackages.name, pattern),
          ilike(entitlementPackages.description, pattern),
        );
        if (match) conditions.push(match);
      }
      if (query.status) conditions.push(eq(entitlementPackages.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        selectPackages()
          .where(where)
          .orderBy(asc(sql`lower(${entitlementPackages.name})`))
          .offset(query.start)
          .limit(query.length),
        db.select({ n: count() }).from(entitlementPackages).where(where),
      ]);
      return { total: Number(total?.n ?? 0), data: rows.map(flatten) };
    },

    async byId(id: string): Promise<PackageRow | undefined> {
      const [row] = await selectPackages().where(eq(entitlementPackages.id, id));
      return row ? flatten(row) : undefined;
    },

    /** Each permission's level on the given packages. */
    async levels(packageIds: string[]): Promise<Map<string, Map<GlobalPermission, PackageAccessLevel>>> {
      const result = new Map(packageIds.map((id) => [id, new Map<GlobalPermission, PackageAccessLevel>()]));
      if (packageIds.length === 0) return result;
      const rows = await db
        .select()
        .from(packagePermissions)
        .where(inArray(packagePermissions.packageId, packageIds));
      for (const row of rows) result.get(row.packageId)?.set(row.permission, row.level);
      return result;
    },

    async allForMatrix() {
      const [packages, levels] = await Promise.all([
        db
          .select({
            id: entitlementPackages.id,
            name: entitlementPackages.name,
            status: entitlementPackages.status,
          })
          .from(entitlementPackages)
          .orderBy(asc(sql`lower(${entitlementPackages.name})`)),
        db.select().from(packagePermissions),
      ]);
      return { packages, levels };
    },

    /** The package and its starting permissions, in one transaction; DuplicatePackageName on a taken name. */
    create: (
      fields: PackageFields,
      levels: Partial<Record<GlobalPermission, PackageAccessLevel>>,
      createdBy: string | null,
    ): Promise<string> =>
      guarded(() =>
        withTransaction(db, async (tx) => {
          const [row] = await tx
            .insert(entitlementPackages)
            .values({ ...fields, createdBy })
            .returning({ id: entitlementPackages.id });
          const id = row!.id;
          const cells = Object.entries(levels).map(([permission, level]) => ({
            packageId: id,
            permission: permission as GlobalPermission,
            level: level as PackageAccessLevel,
          }));
          if (cells.length > 0) await tx.insert(packagePermissions).values(cells);
          return id;
        }),
      ),

    /**
     * Changes a package and what its holders hold, in one transaction under the package's row lock:
     * an entitlement added reaches every holder, one taken out leaves them (unless another source keeps
     * it). Answers the row before and, per holder, the names the package no longer grants it.
     */
    update: (id: string, fields: PackageFields, by: string) =>
      guarded(async () => {
        const names = fields.entitlements.map((e) => e.name);
        const changed = await updateLocked(id, fields, async (tx) => {
          const holders = await tx
            .select({ organizationId: companyPackages.organizationId })
            .from(companyPackages)
            .where(eq(companyPackages.packageId, id));
          for (const holder of holders) await grantRows(tx, holder.organizationId, id, names, by);
          return tx
            .delete(companyEntitlements)
            .where(and(eq(companyEntitlements.packageId, id), notInArray(companyEntitlements.name, names)))
            .returning({
              organizationId: companyEntitlements.organizationId,
              name: companyEntitlements.name,
            });
        });
        return changed && { before: changed.before, dropped: changed.after };
      }),

    async setStatus(id: string, status: PackageStatus) {
      return (await updateLocked(id, { status }, nothingElse))?.before;
    },

    async setAccessPolicy(id: string, policy: PackageAccessPolicy) {
      const changed = await updateLocked(
        id,
        { allowedOrganizationTypes: policy.organizationTypes, allowedRegions: policy.regions },
        nothingElse,
      );
      return changed?.before;
    },

    /** One cell of the matrix; answers the level it replaced. */
    async setLevel(packageId: string, permission: GlobalPermission, level: PackageAccessLevel) {
      return withTransaction(db, async (tx) => {
        const [old] = await tx
          .select({ level: packagePermissions.level })
          .from(packagePermissions)
          .where(
            and(eq(packagePermissions.packageId, packageId), eq(packagePermissions.permission, permission)),
          )
          .for('update');
        if (level === 'none')
          await tx
            .delete(packagePermissions)
            .where(
              and(eq(packagePermissions.packageId, packageId), eq(packagePermissions.permission, permission)),
            );
        else
          await tx
            .insert(packagePermissions)
            .values({ packageId, permission, level })
            .onConflictDoUpdate({
              target: [packagePermissions.packageId, packagePermissions.permission],
              set: { level },
            });
        return old?.level ?? 'none';
      });
    },

    async holders(packageId: string, start: number, length: number) {
      const where = eq(companyPackages.packageId, packageId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            organizationUuid: organizations.id,
            organizationName: organizations.name,
            organizationType: organizations.organizationType,
            region: organizations.region,
            assignedAt: companyPackages.assignedAt,
          })
          .from(companyPackages)
          .innerJoin(organizations, eq(organizations.id, companyPackages.organizationId))
          .where(where)
          .orderBy(desc(companyPackages.assignedAt), asc(organizations.name))
          .offset(start)
          .limit(length),
        db.select({ n: count() }).from(companyPackages).where(where),
      ]);
      return { total: Number(total?.n ?? 0), data: rows };
    },

    company: async (organizationId: string): Promise<CompanyFacts | undefined> => {
      const [row] = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          organizationType: organizations.organizationType,
          region: organizations.region,
        })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row ? { ...row, region: row.region as Region } : undefined;
    },

    companyPackages: (organizationId: string) =>
      db
        .select({ pkg: entitlementPackages, assignedAt: companyPackages.assignedAt })
        .from(companyPackages)
        .innerJoin(entitlementPackages, eq(entitlementPackages.id, companyPackages.packageId))
        .where(eq(companyPackages.organizationId, organizationId))
        .orderBy(asc(sql`lower(${entitlementPackages.name})`)),

    /**
     * Assigns a package and grants its entitlements in one transaction, the package's row held (shared)
     * so an edit or a retirement cannot slip between the check and the grant. `admit` throws to refuse.
     * Answers false when the company already held it.
     */
    assign: (
      organizationId: string,
      packageId: string,
      by: string | null,
      admit: (pkg: typeof entitlementPackages.$inferSelect) => void,
      // The demo world dates its assignments in the past; staff's start the day they are made.
      startDate = today(),
    ) =>
      withTransaction(db, async (tx) => {
        const [pkg] = await tx
          .select()
          .from(entitlementPackages)
          .where(eq(entitlementPackages.id, packageId))
          .for('share');
        if (!pkg) return undefined;
        admit(pkg);
        const inserted = await tx
          .insert(companyPackages)
          .values({ organizationId, packageId, assignedBy: by })
          .onConflictDoNothing()
          .returning({ packageId: companyPackages.packageId });
        if (inserted.length === 0) return { pkg, assigned: false };
        await grantRows(
          tx,
          organizationId,
          packageId,
          pkg.entitlements.map((e) => e.name),
          by,
          startDate,
        );
        return { pkg, assigned: true };
      }),

    /** Takes the package from the company; its grants go with it (the foreign key cascades). */
    async unassign(organizationId: string, packageId: string) {
      const [row] = await db
        .delete(companyPackages)
        .where(
          and(eq(companyPackages.organizationId, organizationId), eq(companyPackages.packageId, packageId)),
        )
        .returning();
      return row;
    },

    async isMember(userId: string, organizationId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
      return row !== undefined;
    },

    /** The staff member's primary company, where a change of theirs without a company of its own is audited. */
    async primaryCompanyOf(userId: string): Promise<string | undefined> {
      const rows = await db
        .select({ organizationId: memberships.organizationId, associationType: memberships.associationType })
        .from(memberships)
        .where(eq(memberships.userId, userId));
      return (rows.find((r) => r.associationType === 'PRIMARY') ?? rows[0])?.organizationId;
    },
  };
}

export type PackagesRepository = ReturnType<typeof packagesRepository>;
