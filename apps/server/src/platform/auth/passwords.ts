import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters (OWASP's minimum for scrypt: N=2^17 is better but costs 128 MB per hash on a 2-core box;
// N=2^15, r=8, p=1 keeps a sign-in under ~100 ms and 32 MB).
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 128 * n * r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt's cost parameters (N, r, p). */
export type ScryptCost = { n: number; r: number; p: number };

const productCost: ScryptCost = { n: N, r: R, p: P };

/**
 * `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later, and a check
 * costs what the stored hash was made with. Every password the portal stores is hashed at `productCost`;
 * a lower cost is for the API tests' copy of the published demo password (test/testApp.ts).
 */
export async function hashPassword(password: string, cost: ScryptCost = productCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.n, cost.r, cost.p);
  return ['scrypt', cost.n, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Verified against when the account does not exist, so a wrong email costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const encoded = stored ?? (await dummyHash);
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
  return matches && stored != null;
}
