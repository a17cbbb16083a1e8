import { selfSignedCertificate } from '../../platform/crypto/selfSignedCertificate.ts';
import type { SamlSignInRepository } from './samlSignIn.repository.ts';

export type SpKey = { certificatePem: string; privateKeyPem: string };

/** Ten years: identity providers pin this certificate from the metadata, so it should rarely change. */
const VALID_DAYS = 3650;

/**
 * The key the portal signs its AuthnRequests with, and its certificate for the SP metadata. One for the
 * whole portal, made on first use and kept in the database with the provider's other secrets, so every
 * process signs with the same key and a restart does not break what identity providers imported.
 */
export function spKeyLoader(repo: SamlSignInRepository): () => Promise<SpKey> {
  let loaded: Promise<SpKey> | undefined;
  return () => {
    loaded ??= repo
      .getOrCreateSecret<SpKey>('saml_sp_signing', () =>
        selfSignedCertificate('Portal SAML service provider', VALID_DAYS),
      )
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
    return loaded;
  };
}
