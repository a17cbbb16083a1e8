import { createHash, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { BUILD_SIGNING_ALG, type BuildSigningJwk } from '@portal/contracts';
import type { BuildSigningKeysRepository } from './signing.repository.ts';

/**
 * What a build signature covers: the UTF-8 text of the artifact checksum, `sha256:<64 hex>` of the
 * artifact's bytes. Ed25519 signs a whole message in one call (no streaming), so signing the digest keeps
 * a large artifact out of memory; SHA-256 makes it as binding as signing the bytes (docs/app-lifecycle.md).
 */
export const signedMessage = (artifactChecksum: string) => Buffer.from(artifactChecksum, 'utf8');

/** RFC 7638 thumbprint of an OKP public key: its required members in lexicographic order, SHA-256. */
export function jwkThumbprint(jwk: { crv: string; kty: string; x: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

export const toPublishedJwk = (kid: string, publicJwk: unknown): BuildSigningJwk => ({
  ...(publicJwk as { kty: 'OKP'; crv: 'Ed25519'; x: string }),
  kid,
  alg: BUILD_SIGNING_ALG,
  use: 'sig',
});

function newKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as { kty: string; crv: string; x: string };
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
  return {
    kid: jwkThumbprint(publicJwk),
    publicJwk,
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
}

export type BuildSigner = {
  kid: string;
  /** base64url Ed25519 signature of signedMessage(checksum). */
  signChecksum(artifactChecksum: string): string;
};

/**
 * The installation's active build-signing key: made on the first start and kept in the database, so every
 * process and every restart signs with the same key. The private key stays in this closure.
 */
export async function loadBuildSigner(repo: BuildSigningKeysRepository): Promise<BuildSigner> {
  let stored = await repo.active();
  if (!stored) {
    await repo.insertActive(newKey());
    stored = await repo.active();
  }
  if (!stored) throw new Error('no active build-signing key after creating one');
  const privateKey = createPrivateKey(stored.privateKeyPem);
  return {
    kid: stored.kid,
    signChecksum: (checksum) => sign(null, signedMessage(checksum), privateKey).toString('base64url'),
  };
}
