import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buildSigningKeys } from '../../db/schema/index.ts';

export type NewSigningKey = { kid: string; publicJwk: object; privateKeyPem: string };

/** All SQL of the build-signing keys; only `active` reads a private key. */
export function signingRepository(db: Db) {
  return {
    async active(): Promise<NewSigningKey | null> {
      const [row] = await db
        .select({
          kid: buildSigningKeys.kid,
          publicJwk: buildSigningKeys.publicJwk,
          privateKeyPem: buildSigningKeys.privateKeyPem,
        })
        .from(buildSigningKeys)
        .where(eq(buildSigningKeys.active, true));
      return row ? { ...row, publicJwk: row.publicJwk as object } : null;
    },

    /** Inserts the key unless another process stored an active one first (the unique index decides). */
    async insertActive(key: NewSigningKey) {
      await db
        .insert(buildSigningKeys)
        .values({ ...key, active: true })
        .onConflictDoNothing();
    },

    /** Public halves only, oldest first. */
    async publicKeys(): Promise<{ kid: string; publicJwk: unknown }[]> {
      return db
        .select({ kid: buildSigningKeys.kid, publicJwk: buildSigningKeys.publicJwk })
        .from(buildSigningKeys)
        .orderBy(asc(buildSigningKeys.createdAt), asc(buildSigningKeys.kid));
    },
  };
}

export type BuildSigningKeysRepository = ReturnType<typeof signingRepository>;
