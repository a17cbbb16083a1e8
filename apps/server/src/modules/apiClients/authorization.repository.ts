import type {
  ApiClientGrantType,
  ApiClientType,
  ClientConsent,
  OpenidScope,
  TenantTokenScope,
} from '@portal/contracts';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apiClientConsents,
  apiClients,
  apiClientTenants,
  authorizationRequests,
  organizations,
  sessions,
  tenants,
  tenantTokens,
  users,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

/** What the authorize step and the token endpoint need to know of a client. */
export type AuthorizingClient = {
  id: string;
  organizationId: string;
  company: string;
  name: string;
  type: ApiClientType;
  grantTypes: ApiClientGrantType[];
  redirectUris: string[];
  scopes: TenantTokenScope[];
  disabled: boolean;
  tenants: { id: string; name: string }[];
};

export type NewAuthorizationRequest = {
  clientId: string;
  userId: string;
  tenantId: string;
  scopes: TenantTokenScope[];
  redirectUri: string;
  state: string | null;
  codeChallenge: string;
  /** OpenID Connect: the identity scopes (null: plain OAuth), the nonce, when the user signed in. */
  openidScopes: OpenidScope[] | null;
  nonce: string | null;
  authTime: Date | null;
  expiresAt: Date;
};

export type AuthorizationRequestRow = NewAuthorizationRequest & {
  id: string;
  tenant: string;
  codeHash: string | null;
  redeemedAt: Date | null;
  familyId: string | null;
};

const requestColumns = {
  id: authorizationRequests.id,
  clientId: authorizationRequests.clientId,
  userId: authorizationRequests.userId,
  tenantId: authorizationRequests.tenantId,
  tenant: tenants.name,
  scopes: authorizationRequests.scopes,
  redirectUri: authorizationRequests.redirectUri,
  state: authorizationRequests.state,
  codeChallenge: authorizationRequests.codeChallenge,
  openidScopes: authorizationRequests.openidScopes,
  nonce: authorizationRequests.nonce,
  authTime: authorizationRequests.authTime,
  codeHash: authorizationRequests.codeHash,
  expiresAt: authorizationRequests.expiresAt,
  redeemedAt: authorizationRequests.redeemedAt,
  familyId: authorizationRequests.familyId,
};

/** The union of two scope lists, sorted: a consent grows by what the user agrees to next. */
const unionOf = (
  column: typeof apiClientConsents.scopes | typeof apiClientConsents.openidScopes,
  scopes: string[],
) => sql`array(select distinct s from unnest(${column} || ${sql.param(scopes)}::text[]) s order by s)`;

export function authorizationRepository(db: Db) {
  const requestBy = async (where: ReturnType<typeof and>): Promise<AuthorizationRequestRow | null> => {
    const [row] = await db
      .select(requestColumns)
      .from(authorizationRequests)
      .innerJoin(tenants, eq(tenants.id, authorizationRequests.tenantId))
      .where(where);
    return row
      ? {
          ...row,
          scopes: row.scopes as TenantTokenScope[],
          openidScopes: row.openidScopes as OpenidScope[] | null,
        }
      : null;
  };

  return {
    async client(id: string): Promise<AuthorizingClient | null> {
      const [row] = await db
        .select({
          id: apiClients.id,
          organizationId: apiClients.organizationId,
          company: organizations.name,
          name: apiClients.name,
          type: apiClients.type,
          grantTypes: apiClients.grantTypes,
          redirectUris: apiClients.redirectUris,
          scopes: apiClients.scopes,
          disabled: apiClients.disabled,
        })
        .from(apiClients)
        .innerJoin(organizations, eq(organizations.id, apiClients.organizationId))
        .where(eq(apiClients.id, id));
      if (!row) return null;
      const reach = await db
        .select({ id: tenants.id, name: tenants.name })
        .from(apiClientTenants)
        .innerJoin(tenants, eq(tenants.id, apiClientTenants.tenantId))
        .where(eq(apiClientTenants.clientId, id))
        .orderBy(asc(tenants.name));
      return {
        ...row,
        grantTypes: row.grantTypes as ApiClientGrantType[],
        scopes: row.scopes as TenantTokenScope[],
        tenants: reach,
      };
    },

    async userEmail(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** When the session signed in: an ID token's auth_time (OIDC Core 2). */
    async sessionStart(sessionId: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return row?.createdAt ?? null;
    },

    /** The scopes the user has agreed the client may use on the tenant (none: never asked). */
    async consented(
      clientId: string,
      userId: string,
      tenantId: string,
    ): Promise<{ scopes: TenantTokenScope[]; openidScopes: OpenidScope[] }> {
      const [row] = await db
        .select({ scopes: apiClientConsents.scopes, openidScopes: apiClientConsents.openidScopes })
        .from(apiClientConsents)
        .where(
          and(
            eq(apiClientConsents.clientId, clientId),
            eq(apiClientConsents.userId, userId),
            eq(apiClientConsents.tenantId, tenantId),
          ),
        );
      return {
        scopes: (row?.scopes ?? []) as TenantTokenScope[],
        openidScopes: (row?.openidScopes ?? []) as OpenidScope[],
      };
    },

    /**
     * The user behind a live access token a client holds with `openid` (userinfo): the liveness rule of
     * tenantTokens.verify (not revoked, not expired, its client enabled), and the user not disabled.
     */
    async identityOf(accessHash: string, now: Date) {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          openidScopes: tenantTokens.openidScopes,
        })
        .from(tenantTokens)
        .innerJoin(users, eq(users.id, tenantTokens.userId))
        .innerJoin(apiClients, eq(apiClients.id, tenantTokens.clientId))
        .where(
          and(
            eq(tenantTokens.accessHash, accessHash),
            isNull(tenantTokens.revokedAt),
            gt(tenantTokens.expiresAt, now),
            eq(apiClients.disabled, false),
            isNull(users.disabledAt),
          ),
        );
      return row ? { ...row, openidScopes: (row.openidScopes ?? []) as OpenidScope[] } : null;
    },

    async insertRequest(request: NewAuthorizationRequest): Promise<string> {
      const [row] = await db
        .insert(authorizationRequests)
        .values(request)
        .returning({ id: authorizationRequests.id });
      return row!.id;
    },

    /** A request still waiting for its user's decision. */
    pending: (id: string, userId: string, now: Date) =>
      requestBy(
        and(
          eq(authorizationRequests.id, id),
          eq(authorizationRequests.userId, userId),
          isNull(authorizationRequests.codeHash),
          sql`${authorizationRequests.expiresAt} > ${now}`,
        ),
      ),

    byCode: (codeHash: string) => requestBy(eq(authorizationRequests.codeHash, codeHash)),

    /**
     * The user allowed the request: their consent grows by its scopes and the request gets its code,
     * in one transaction. False when the request was decided already (a second click, a second tab).
     */
    async approve(request: AuthorizationRequestRow, codeHash: string, codeExpiresAt: Date): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const coded = await tx
          .update(authorizationRequests)
          .set({ codeHash, expiresAt: codeExpiresAt })
          .where(and(eq(authorizationRequests.id, request.id), isNull(authorizationRequests.codeHash)))
          .returning({ id: authorizationRequests.id });
        if (coded.length === 0) return false;
        await tx
          .insert(apiClientConsents)
          .values({
            clientId: request.clientId,
            userId: request.userId,
            tenantId: request.tenantId,
            scopes: request.scopes,
            openidScopes: request.openidScopes ?? [],
          })
          .onConflictDoUpdate({
            target: [apiClientConsents.clientId, apiClientConsents.userId, apiClientConsents.tenantId],
            set: {
              scopes: unionOf(apiClientConsents.scopes, request.scopes),
              openidScopes: unionOf(apiClientConsents.openidScopes, request.openidScopes ?? []),
              grantedAt: sql`now()`,
            },
          });
        return true;
      });
    },

    async deleteRequest(id: string): Promise<void> {
      await db.delete(authorizationRequests).where(eq(authorizationRequests.id, id));
    },

    /** Marks the code used, once: false when it was redeemed already (or concurrently). */
    async redeem(id: string, familyId: string, now: Date): Promise<boolean> {
      const done = await db
        .update(authorizationRequests)
        .set({ redeemedAt: now, familyId })
        .where(and(eq(authorizationRequests.id, id), isNull(authorizationRequests.redeemedAt)))
        .returning({ id: authorizationRequests.id });
      return done.length > 0;
    },

    /** RFC 6749 4.1.2: a code used twice revokes the tokens issued for it. */
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(tenantTokens)
        .set({ revokedAt: now })
        .where(and(eq(tenantTokens.familyId, familyId), isNull(tenantTokens.revokedAt)));
    },

    /** A client's consents, or a user's in a company: whom, for what, where. */
    async consents(
      by: { clientId: string } | { userId: string; organizationId: string },
    ): Promise<ClientConsent[]> {
      const rows = await db
        .select({
          id: apiClientConsents.id,
          clientId: apiClients.id,
          clientName: apiClients.name,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          tenantId: tenants.id,
          tenant: tenants.name,
          scopes: apiClientConsents.scopes,
          openidScopes: apiClientConsents.openidScopes,
          grantedAt: apiClientConsents.grantedAt,
        })
        .from(apiClientConsents)
        .innerJoin(apiClients, eq(apiClients.id, apiClientConsents.clientId))
        .innerJoin(users, eq(users.id, apiClientConsents.userId))
        .innerJoin(tenants, eq(tenants.id, apiClientConsents.tenantId))
        .where(
          'clientId' in by
            ? eq(apiClientConsents.clientId, by.clientId)
            : and(eq(apiClientConsents.userId, by.userId), eq(apiClients.organizationId, by.organizationId)),
        )
        .orderBy(asc(users.email), asc(apiClients.name), asc(tenants.name));
      return rows.map((row) => ({
        id: row.id,
        client: { id: row.clientId, name: row.clientName },
        user: { id: row.userId, email: row.email, name: `${row.firstName} ${row.lastName}` },
        tenantId: row.tenantId,
        tenant: row.tenant,
        scopes: row.scopes as TenantTokenScope[],
        openidScopes: row.openidScopes as OpenidScope[],
        grantedAt: row.grantedAt.toISOString(),
      }));
    },

    /**
     * Removes a consent and revokes the tokens the client holds for that user on that tenant, in one
     * transaction. Null when the client has no such consent; else whose it was.
     */
    async withdraw(clientId: string, consentId: string, now: Date): Promise<{ userId: string } | null> {
      return withTransaction(db, async (tx) => {
        const [gone] = await tx
          .delete(apiClientConsents)
          .where(and(eq(apiClientConsents.id, consentId), eq(apiClientConsents.clientId, clientId)))
          .returning({ userId: apiClientConsents.userId, tenantId: apiClientConsents.tenantId });
        if (!gone) return null;
        await tx
          .update(tenantTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(tenantTokens.clientId, clientId),
              eq(tenantTokens.userId, gone.userId),
              eq(tenantTokens.tenantId, gone.tenantId),
              isNull(tenantTokens.revokedAt),
            ),
          );
        return { userId: gone.userId };
      });
    },

    /** Drops requests past their expiry: undecided, or their code unused or long redeemed. */
    async sweep(before: Date): Promise<number> {
      const gone = await db
        .delete(authorizationRequests)
        .where(lt(authorizationRequests.expiresAt, before))
        .returning({ id: authorizationRequests.id });
      return gone.length;
    },
  };
}

export type AuthorizationRepository = ReturnType<typeof authorizationRepository>;
