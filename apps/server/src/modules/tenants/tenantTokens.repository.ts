import type { Environment, OpenidScope, Region, TenantConsent, TenantTokenScope } from '@portal/contracts';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apiClients,
  integrationRefreshTokens,
  organizations,
  tenantConsents,
  tenants,
  tenantTokens,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

/** A tenant with what its configuration shows: the company's region is where its tenants run. */
export type TenantPlace = {
  id: string;
  organizationId: string;
  name: string;
  environment: Environment;
  region: Region;
  dataCenter: string;
};

/** An issued token's row, with its tenant's name and company. */
export type TokenRow = {
  id: string;
  familyId: string;
  tenantId: string;
  tenant: string;
  organizationId: string;
  userId: string | null;
  clientId: string | null;
  scopes: TenantTokenScope[];
  /** The refresh token's scopes when the access token's are narrower (RFC 6749 6), else null. */
  grantedScopes: TenantTokenScope[] | null;
  /** OpenID Connect scopes of a token a client holds for a user, carried to the next on refresh. */
  openidScopes: OpenidScope[] | null;
  expiresAt: Date;
  refreshExpiresAt: Date;
  revokedAt: Date | null;
  /** The token's client is disabled: the token works again when it is enabled. */
  clientDisabled: boolean | null;
};

export type NewToken = {
  familyId: string;
  tenantId: string;
  userId: string | null;
  clientId?: string | null;
  accessHash: string;
  refreshHash: string | null;
  scopes: TenantTokenScope[];
  grantedScopes?: TenantTokenScope[] | null;
  openidScopes?: OpenidScope[] | null;
  expiresAt: Date;
  refreshExpiresAt: Date;
};

const tokenColumns = {
  id: tenantTokens.id,
  familyId: tenantTokens.familyId,
  tenantId: tenantTokens.tenantId,
  tenant: tenants.name,
  organizationId: tenants.organizationId,
  userId: tenantTokens.userId,
  clientId: tenantTokens.clientId,
  scopes: tenantTokens.scopes,
  grantedScopes: tenantTokens.grantedScopes,
  openidScopes: tenantTokens.openidScopes,
  expiresAt: tenantTokens.expiresAt,
  refreshExpiresAt: tenantTokens.refreshExpiresAt,
  // A token an integration refresh token (pir_) was redeemed for carries that token's id as its family:
  // revoking the pir_ ends the access tokens already issued from it too.
  revokedAt:
    sql<Date | null>`coalesce(${tenantTokens.revokedAt}, ${integrationRefreshTokens.revokedAt})`.mapWith(
      tenantTokens.revokedAt,
    ),
  clientDisabled: apiClients.disabled,
};

export function tenantTokensRepository(db: Db) {
  const tokenBy = async (
    column: typeof tenantTokens.accessHash | typeof tenantTokens.refreshHash,
    hash: string,
  ) => {
    const [row] = await db
      .select(tokenColumns)
      .from(tenantTokens)
      .innerJoin(tenants, eq(tenants.id, tenantTokens.tenantId))
      .leftJoin(apiClients, eq(apiClients.id, tenantTokens.clientId))
      .leftJoin(integrationRefreshTokens, eq(integrationRefreshTokens.id, tenantTokens.familyId))
      .where(eq(column, hash));
    return (row as TokenRow | undefined) ?? null;
  };

  return {
    async tenantOf(organizationId: string, tenantId: string): Promise<TenantPlace | null> {
      const [row] = await db
        .select({
          id: tenants.id,
          organizationId: tenants.organizationId,
          name: tenants.name,
          environment: tenants.environment,
          region: organizations.region,
          dataCenter: tenants.dataCenter,
        })
        .from(tenants)
        .innerJoin(organizations, eq(organizations.id, tenants.organizationId))
        .where(and(eq(tenants.id, tenantId), eq(tenants.organizationId, organizationId)));
      return (row as TenantPlace | undefined) ?? null;
    },

    async consentFor(userId: string, tenantId: string): Promise<TenantTokenScope[]> {
      const [row] = await db
        .select({ scopes: tenantConsents.scopes })
        .from(tenantConsents)
        .where(and(eq(tenantConsents.userId, userId), eq(tenantConsents.tenantId, tenantId)));
      return (row?.scopes as TenantTokenScope[] | undefined) ?? [];
    },

    /** Adds scopes to the user's consent on the tenant (one row per user and tenant). */
    async grant(userId: string, tenantId: string, scopes: TenantTokenScope[]): Promise<TenantConsent> {
      const [row] = await db
        .insert(tenantConsents)
        .values({ userId, tenantId, scopes })
        .onConflictDoUpdate({
          target: [tenantConsents.userId, tenantConsents.tenantId],
          set: {
            scopes: sql`array(select distinct s from unnest(${tenantConsents.scopes} || excluded.scopes) s order by s)`,
            grantedAt: sql`now()`,
          },
        })
        .returning();
      const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
      return {
        id: row!.id,
        tenantId,
        tenant: tenant!.name,
        scopes: row!.scopes as TenantTokenScope[],
        grantedAt: row!.grantedAt.toISOString(),
      };
    },

    /** The user's consents on the company's tenants, by tenant name. */
    async consents(userId: string, organizationId: string): Promise<TenantConsent[]> {
      const rows = await db
        .select({
          id: tenantConsents.id,
          tenantId: tenantConsents.tenantId,
          tenant: tenants.name,
          scopes: tenantConsents.scopes,
          grantedAt: tenantConsents.grantedAt,
        })
        .from(tenantConsents)
        .innerJoin(tenants, eq(tenants.id, tenantConsents.tenantId))
        .where(and(eq(tenantConsents.userId, userId), eq(tenants.organizationId, organizationId)))
        .orderBy(asc(tenants.name));
      return rows.map((row) => ({
        ...row,
        scopes: row.scopes as TenantTokenScope[],
        grantedAt: row.grantedAt.toISOString(),
      }));
    },

    /**
     * Removes the user's consent (in the company) and revokes the tokens it covered, in one transaction:
     * a token must not outlive the consent it was issued under. False when there is no such consent.
     */
    async withdraw(userId: string, organizationId: string, consentId: string, now: Date): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const [consent] = await tx
          .select({ tenantId: tenantConsents.tenantId })
          .from(tenantConsents)
          .innerJoin(tenants, eq(tenants.id, tenantConsents.tenantId))
          .where(
            and(
              eq(tenantConsents.id, consentId),
              eq(tenantConsents.userId, userId),
              eq(tenants.organizationId, organizationId),
            ),
          );
        if (!consent) return false;
        await tx.delete(tenantConsents).where(eq(tenantConsents.id, consentId));
        await tx
          .update(tenantTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(tenantTokens.userId, userId),
              eq(tenantTokens.tenantId, consent.tenantId),
              // The portal's own tokens: what the user allowed an API client stays with that client.
              isNull(tenantTokens.clientId),
              isNull(tenantTokens.revokedAt),
            ),
          );
        return true;
      });
    },

    async insert(token: NewToken): Promise<string> {
      const [row] = await db.insert(tenantTokens).values(token).returning({ id: tenantTokens.id });
      return row!.id;
    },

    byAccessHash: (hash: string) => tokenBy(tenantTokens.accessHash, hash),
    byRefreshHash: (hash: string) => tokenBy(tenantTokens.refreshHash, hash),

    /**
     * Revokes `id` and issues its successor in one transaction, only if `id` was still live: two refreshes
     * racing with one refresh token get one new pair between them. False when another got there first.
     */
    async rotate(id: string, next: NewToken, now: Date): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const revoked = await tx
          .update(tenantTokens)
          .set({ revokedAt: now })
          .where(and(eq(tenantTokens.id, id), isNull(tenantTokens.revokedAt)))
          .returning({ id: tenantTokens.id });
        if (revoked.length === 0) return false;
        await tx.insert(tenantTokens).values(next);
        return true;
      });
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(tenantTokens)
        .set({ revokedAt: now })
        .where(and(eq(tenantTokens.familyId, familyId), isNull(tenantTokens.revokedAt)));
    },

    /** Drops rows whose refresh token has expired: nothing can use them any more. */
    async sweep(now: Date): Promise<number> {
      const gone = await db
        .delete(tenantTokens)
        .where(lt(tenantTokens.refreshExpiresAt, now))
        .returning({ id: tenantTokens.id });
      return gone.length;
    },
  };
}

export type TenantTokensRepository = ReturnType<typeof tenantTokensRepository>;
