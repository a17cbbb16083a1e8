import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Build-signing keys (Ed25519), made once per installation on the first start. Every key stays published
 * (GET /apphub/v1/signing-keys) so signatures made before a rotation still verify; one is active and signs.
 * The private key is read only by the signing job and never leaves the server.
 */
export const buildSigningKeys = pgTable(
  'build_signing_keys',
  {
    /** The RFC 7638 thumbprint of the public key: anyone holding the key can recompute it. */
    kid: text('kid').primaryKey(),
    /** The public key as a JWK (kty OKP, crv Ed25519, x). */
    publicJwk: jsonb('public_jwk').notNull(),
    /** PKCS#8 PEM. */
    privateKeyPem: text('private_key_pem').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one active key: two processes starting at once on an empty database keep only one.
  (t) => [uniqueIndex('build_signing_keys_one_active_idx').on(t.active).where(sql`${t.active}`)],
);
