import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcPayloads, oidcSecrets, signInAttempts, users } from '../db/schema/index.ts';

export type StoredPayload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

/** All SQL of the embedded provider: its adapter storage, its secrets, accounts and sign-in attempts. */
export function oidcRepository(db: Db) {
  return {
    async upsertPayload(type: string, id: string, payload: StoredPayload, expiresAt: Date | null) {
      const row = {
        id,
        type,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.id, oidcPayloads.type],
          set: { ...row, consumedAt: null },
        });
    },

    async findPayload(type: string, where: { id?: string; uid?: string; userCode?: string }) {
      const condition = where.id
        ? eq(oidcPayloads.id, where.id)
        : where.uid
          ? eq(oidcPayloads.uid, where.uid)
          : eq(oidcPayloads.userCode, where.userCode ?? '');
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.type, type),
            condition,
            sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`,
          ),
        )
        .limit(1);
      return row;
    },

    async consume(type: string, id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)));
    },

    async destroy(type: string, id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)));
    },

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    },

    async grantIdOfAccessToken(accessToken: string): Promise<string | undefined> {
      const [row] = await db
        .select({ grantId: oidcPayloads.grantId })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, 'AccessToken'), eq(oidcPayloads.id, accessToken)));
      return row?.grantId ?? undefined;
    },

    /** Ends the provider's browser session that authorized `grantId` for `clientId` (portal logout). */
    async destroySessionOfGrant(clientId: string, grantId: string) {
      await db
        .delete(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.type, 'Session'),
            sql`${oidcPayloads.payload} -> 'authorizations' -> ${clientId} ->> 'grantId' = ${grantId}`,
          ),
        );
    },

    async deleteExpired() {
      await db.delete(oidcPayloads).where(sql`${oidcPayloads.expiresAt} < now()`);
    },

    /** Inserts the value unless another process already did; returns the one that is stored. */
    async getOrCreateSecret<T>(name: string, create: () => T | Promise<T>): Promise<T> {
      const [existing] = await db.select().from(oidcSecrets).where(eq(oidcSecrets.name, name));
      if (existing) return existing.value as T;
      await db
        .insert(oidcSecrets)
        .values({ name, value: await create() })
        .onConflictDoNothing();
      const [stored] = await db.select().from(oidcSecrets).where(eq(oidcSecrets.name, name));
      return stored!.value as T;
    },

    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return user;
    },

    async findUserById(id: string) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    /**
     * Counts an attempt before its password is checked and answers how many the window now holds, in
     * one statement: parallel attempts each get their own number (docs/product/sign-in.md SIGNIN-13), on one
     * PostgreSQL whatever the number of processes. A window older than `windowSeconds` starts again at one.
     */
    async countAttempt(key: string, windowSeconds: number): Promise<number> {
      const expired = sql`${signInAttempts.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(signInAttempts)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: signInAttempts.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${signInAttempts.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${signInAttempts.windowStartedAt} end`,
          },
        })
        .returning({ failures: signInAttempts.failures });
      return row!.failures;
    },

    async deleteStaleAttempts(olderThanSeconds: number) {
      await db
        .delete(signInAttempts)
        .where(sql`${signInAttempts.windowStartedAt} < now() - make_interval(secs => ${olderThanSeconds})`);
    },

    async clearAttempts(key: string) {
      await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
    },
  };
}
export type OidcRepository = ReturnType<typeof oidcRepository>;
