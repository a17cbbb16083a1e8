// Contracts compile without DOM or Node types; both runtimes have the WHATWG URL this needs.
declare const URL: new (
  input: string,
  base?: string,
) => { origin: string; pathname: string; search: string; hash: string };

/**
 * The return path after sign-in, kept only when it stays on this origin (docs/product/sign-in.md SIGNIN-4).
 * `//evil.example` and `/\evil.example` begin with '/' too, so the value is resolved against the origin and
 * the result must keep that origin; backslashes and control characters are refused outright because
 * browsers read them as slashes or drop them. Anything refused falls back to home.
 */
export function safeReturnPath(value: string | null | undefined, origin: string, fallback = '/'): string {
  if (typeof value !== 'string' || value === '' || !value.startsWith('/')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  // An encoded slash or backslash may be decoded again by a later hop: refuse a decoded '//' prefix too.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
  if (decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded)) return fallback;
  let url: InstanceType<typeof URL>;
  let base: InstanceType<typeof URL>;
  try {
    base = new URL(origin);
    url = new URL(value, base.origin);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
