/**
 * PKCE (RFC 7636) and sign-in state helpers for the authorization-code flow (docs/product/sign-in.md
 * SIGNIN-3). Pure apart from the randomness and digest they take from Web Crypto, which callers may pass in
 * for tests. Here and not in the web so the tests that sign in over HTTP make the web's very request.
 */

// Contracts compile without DOM or Node types; browsers and Node (19 and later) both have Web Crypto as
// `crypto`, and `btoa` and `TextEncoder`.
type RandomSource = { getRandomValues<T extends ArrayBufferView | null>(array: T): T };
type DigestSource = { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
declare const crypto: RandomSource & { subtle: DigestSource };
declare function btoa(data: string): string;
declare const TextEncoder: new () => { encode(input: string): Uint8Array };

/** The unreserved characters RFC 7636 allows in a code verifier. */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/**
 * A random string of unreserved characters. 256 is not a multiple of the alphabet's 66 characters, so
 * bytes at or above the largest multiple below 256 are dropped: no character is likelier than another.
 */
export function randomUnreservedString(length: number, random: RandomSource = crypto): string {
  const limit = 256 - (256 % UNRESERVED.length);
  let out = '';
  while (out.length < length) {
    const bytes = random.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += UNRESERVED[byte % UNRESERVED.length];
    }
  }
  return out;
}

/** About 6 random bits a character: both are well over 128 bits, the verifier inside RFC 7636's 43–128. */
export const STATE_LENGTH = 43;
export const CODE_VERIFIER_LENGTH = 64;

export function createState(random?: RandomSource): string {
  return randomUnreservedString(STATE_LENGTH, random);
}

export function createCodeVerifier(random?: RandomSource): string {
  return randomUnreservedString(CODE_VERIFIER_LENGTH, random);
}

export function isCodeVerifier(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._~-]{43,128}$/.test(value);
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** S256 code challenge: BASE64URL(SHA-256(ASCII(verifier))). */
export async function codeChallengeS256(
  verifier: string,
  subtle: DigestSource = crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
