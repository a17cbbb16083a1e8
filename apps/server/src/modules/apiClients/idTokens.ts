import { createHash } from 'node:crypto';
import { idTokenLifetimeSeconds, type Jwks } from '@portal/contracts';
import { importJWK, SignJWT } from 'jose';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcRepository } from '../../oidc/oidc.repository.ts';
import { newSigningJwks } from '../../oidc/secrets.ts';

/** The stored key's name: its own key, apart from /oidc's (docs/decisions/openid-connect-for-api-clients.md). */
const KEY_NAME = 'api_clients_jwks';

/** What an ID token says (OIDC Core 2): for whom, to which client, when the user signed in. */
export type IdTokenClaims = {
  clientId: string;
  userId: string;
  authTime: Date;
  nonce: string | null;
  accessToken: string;
};

/** The RSA members of the stored key, the private ones included: what signing needs. */
const privateJwk = ({ kty, n, e, d, p, q, dp, dq, qi }: JWK) => ({ kty, n, e, d, p, q, dp, dq, qi });

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** OIDC Core 3.1.3.6: the left half of the access token's SHA-256, base64url. */
export const atHash = (accessToken: string) =>
  createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');

/**
 * The API clients' ID tokens: RS256 with a key created on the first use and kept in `oidc_secrets`
 * (insert-if-absent, so every process signs with the same key), and the JWKS that publishes its public
 * half. Loaded on first use: a server whose clients never ask for `openid` never reads it.
 */
export function idTokenSigner(db: Db, issuer: string, now: () => Date = () => new Date()) {
  let loaded: Promise<{ kid: string; key: Awaited<ReturnType<typeof importJWK>>; jwks: Jwks }> | undefined;
  const load = () => {
    loaded ??= (async () => {
      const { keys } = await oidcRepository(db).getOrCreateSecret(KEY_NAME, newSigningJwks);
      const [first] = keys;
      if (!first?.kid) throw new Error(`The ${KEY_NAME} secret holds no key.`);
      const published = keys.map(({ kty, n, e, kid, alg, use }) => ({
        kty: kty ?? 'RSA',
        n: n ?? '',
        e: e ?? '',
        kid: kid ?? '',
        alg: alg ?? 'RS256',
        use: use ?? 'sig',
      }));
      return { kid: first.kid, key: await importJWK(privateJwk(first), 'RS256'), jwks: { keys: published } };
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  return {
    /** The public keys (RFC 7517): no private member ever leaves the server. */
    jwks: async (): Promise<Jwks> => (await load()).jwks,

    async sign(claims: IdTokenClaims): Promise<string> {
      const { kid, key } = await load();
      const iat = seconds(now());
      return new SignJWT({
        auth_time: seconds(claims.authTime),
        at_hash: atHash(claims.accessToken),
        ...(claims.nonce === null ? {} : { nonce: claims.nonce }),
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(claims.userId)
        .setAudience(claims.clientId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + idTokenLifetimeSeconds)
        .sign(key);
    },
  };
}

export type IdTokenSigner = ReturnType<typeof idTokenSigner>;
