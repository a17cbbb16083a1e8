import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import type { NewSecret } from './apiClients.repository.ts';

// A prefix tells a secret scanner what a leaked string is (and lets it be found in a log before harm).
export const SECRET_PREFIX = 'pcs_';
export const REFRESH_PREFIX = 'pir_';

/** A client secret: the plain text shown once, and what is stored of it (its hash and last four). */
export function newSecret(): { plain: string; row: NewSecret } {
  const plain = SECRET_PREFIX + randomToken();
  return { plain, row: { hash: sha256(plain), hint: plain.slice(-4) } };
}
