import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, CSRF tokens, secrets. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Session ids and redeemed states are stored hashed: a read of the table gives nothing replayable. Node's
 * one-shot hash, not a Hash object: every signed-in request hashes its cookie, and the object costs twice
 * the time (bench/README.md "Per-request cost as `npm start` runs it").
 */
export function sha256(value: string): string {
  return hash('sha256', value, 'base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
