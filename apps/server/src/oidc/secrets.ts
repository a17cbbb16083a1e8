import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import { randomToken } from '../platform/auth/tokens.ts';
import type { OidcRepository } from './oidc.repository.ts';

export type ProviderSecrets = {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  clientSecret: string;
};

/** A new RS256 signing key pair as a private JWKS (stored, never published: JWKS endpoints strip it). */
export function newSigningJwks(): { keys: JWK[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
}

/**
 * Signing keys, cookie keys and the portal client's secret are created once, on the first start, and kept
 * in the database: a per-process key would invalidate every token when another process answers.
 */
export async function loadProviderSecrets(repo: OidcRepository): Promise<ProviderSecrets> {
  const jwks = await repo.getOrCreateSecret('jwks', newSigningJwks);
  const cookieKeys = await repo.getOrCreateSecret('cookie_keys', () => [randomToken(32)]);
  const clientSecret = await repo.getOrCreateSecret('portal_client_secret', () => randomToken(32));
  return { jwks, cookieKeys, clientSecret };
}
