import { z } from 'zod';

/** The one algorithm build signatures use (RFC 8037: Ed25519 keys as OKP JWKs, alg EdDSA). */
export const BUILD_SIGNING_ALG = 'EdDSA';

/** A public build-signing key as published: never a private member (`d`). */
export const buildSigningJwkSchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string().min(1),
  kid: z.string().min(1),
  alg: z.literal(BUILD_SIGNING_ALG),
  use: z.literal('sig'),
});
export type BuildSigningJwk = z.infer<typeof buildSigningJwkSchema>;

export const buildSigningJwksSchema = z.object({ keys: z.array(buildSigningJwkSchema) });
export type BuildSigningJwks = z.infer<typeof buildSigningJwksSchema>;

/**
 * signed: an Ed25519 signature with the key it was made with; sealed: a legacy `sha256:` seal from before
 * real signatures (a checksum anyone can recompute, proving nothing about who made it); unsigned: neither.
 */
export type BuildSignatureState = 'signed' | 'sealed' | 'unsigned';

export function buildSignatureState(build: {
  signature: string | null;
  signatureKeyId: string | null;
}): BuildSignatureState {
  if (build.signature && build.signatureKeyId) return 'signed';
  if (build.signature?.startsWith('sha256:')) return 'sealed';
  return 'unsigned';
}
