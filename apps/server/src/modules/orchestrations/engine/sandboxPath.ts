const placeholder = /\{\{[^}]{1,500}\}\}/g;

/**
 * Whether an http step's URL, as its author wrote it, is a path of the sandbox APIs
 * (`/api/workers/v1/workers/{{ inputs.id }}`): no scheme, no host, no '.' or '..' segment, no backslash
 * and no encoded dot, slash or backslash. Its placeholders' values are checked after they are filled in.
 */
export function isSandboxUrlTemplate(url: string): boolean {
  const plain = url.replace(placeholder, 'x');
  if (!plain.startsWith('/') || plain.startsWith('//')) return false;
  if (/\\|%2e|%2f|%5c/i.test(plain)) return false;
  const [pathPart = ''] = plain.split('?');
  return !pathPart.split('/').some((segment) => segment === '..' || segment === '.');
}

/**
 * The URL an http step calls, as a path under the deployment tenant's sandbox (`/sandbox/{tenant}`),
 * resolved as a URL parser (and so the router) would: a value that smuggles in '..' may move within
 * the tenant's sandbox, never out of it. Null when the path would leave it (no SSRF, no other route).
 */
export function sandboxPath(tenant: string, stepUrl: string): string | null {
  if (!stepUrl.startsWith('/') || stepUrl.startsWith('//') || stepUrl.includes('\\')) return null;
  const prefix = `/sandbox/${tenant}`;
  const resolved = new URL(`${prefix}${stepUrl}`, 'http://sandbox.invalid');
  if (resolved.host !== 'sandbox.invalid' || !resolved.pathname.startsWith(`${prefix}/`)) return null;
  return `${resolved.pathname}${resolved.search}`;
}
