import type { BuildSigningJwks } from '@portal/contracts';
import { type BuildSigner, loadBuildSigner, toPublishedJwk } from './buildSigner.ts';
import type { BuildSigningKeysRepository } from './signing.repository.ts';

/** The installation's build-signing key and the public keys that verify what it signed. */
export async function signingService(repo: BuildSigningKeysRepository) {
  // Made on the first start, so the published keys exist before any build is signed.
  const signer: BuildSigner = await loadBuildSigner(repo);
  return {
    signer,
    async publicKeys(): Promise<BuildSigningJwks> {
      const rows = await repo.publicKeys();
      return { keys: rows.map((row) => toPublishedJwk(row.kid, row.publicJwk)) };
    },
  };
}

export type SigningService = Awaited<ReturnType<typeof signingService>>;
