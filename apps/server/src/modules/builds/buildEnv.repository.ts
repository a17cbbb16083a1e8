import { type BuildEnv, type BuildEnvResponse, defaultBuildEnv } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buildSettings, memberships, users } from '../../db/schema/index.ts';

/** The one row of build environment settings; without it, the contracts' defaults. */
export function buildEnvRepository(db: Db) {
  return {
    async current(): Promise<BuildEnvResponse> {
      const [row] = await db
        .select({ settings: buildSettings, email: users.email })
        .from(buildSettings)
        .leftJoin(users, eq(users.id, buildSettings.updatedBy))
        .where(eq(buildSettings.id, 1));
      if (!row) return { ...defaultBuildEnv, updatedAt: null, updatedBy: null };
      const { maxSourceBytes, maxEntries, buildTimeoutSeconds, allowedScriptGlobals, updatedAt } =
        row.settings;
      return {
        maxSourceBytes,
        maxEntries,
        buildTimeoutSeconds,
        allowedScriptGlobals,
        updatedAt: updatedAt.toISOString(),
        updatedBy: row.email,
      };
    },

    /**
     * The company whose audit trail records a staff member's change of the settings, which belong to no
     * company: the member's primary one (as /admin/roles does), or any.
     */
    async auditCompanyOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ organizationId: memberships.organizationId })
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .orderBy(sql`${memberships.associationType} <> 'PRIMARY'`, asc(memberships.organizationId))
        .limit(1);
      return row?.organizationId ?? null;
    },

    async save(values: BuildEnv, userId: string) {
      const set = { ...values, updatedBy: userId, updatedAt: new Date() };
      await db
        .insert(buildSettings)
        .values({ id: 1, ...set })
        .onConflictDoUpdate({ target: buildSettings.id, set });
    },
  };
}
export type BuildEnvRepository = ReturnType<typeof buildEnvRepository>;
