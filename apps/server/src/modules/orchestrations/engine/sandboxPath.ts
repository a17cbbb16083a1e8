/**
 * The URL an http step calls, as a path under the deployment tenant's sandbox (`/sandbox/{tenant}`):
 * a step names `/api/workers/v1/workers`, never a host, so it cannot reach anything else (no SSRF).
 * Null when the path would leave the sandbox: a scheme, a host, '..', a backslash or an encoded one.
 */
export function sandboxPath(tenant: string, stepUrl: string): string | null {
  if (!stepUrl.startsWith('/') || stepUrl.startsWith('//')) return null;
  if (/\\|%2e|%2f|%5c/i.test(stepUrl)) return null;
  const [pathPart = ''] = stepUrl.split('?');
  if (pathPart.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  const prefix = `/sandbox/${tenant}`;
  const full = `${prefix}${stepUrl}`;
  // What the router will see must still be under the prefix.
  const resolved = new URL(full, 'http://sandbox.invalid');
  if (resolved.host !== 'sandbox.invalid' || !resolved.pathname.startsWith(`${prefix}/`)) return null;
  return `${resolved.pathname}${resolved.search}`;
}
