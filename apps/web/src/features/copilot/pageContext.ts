import type { CopilotContext } from '@portal/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the page on screen is about, for the copilot (docs/product/copilot.md COPILOT-5), read from the route
 * alone: the app of an app view (`/console/apps/view/:id`, `/console/apps/licensed/:id`), the build of a
 * build page (`:build`), and the message filter of a log search (`?filters=`, `?appId=` on the logs pages).
 * The server checks each id again; this only saves the asker from naming them.
 */
export function pageContext(pathname: string, params: Record<string, string | undefined>, search: string) {
  const context: CopilotContext = {};
  const query = new URLSearchParams(search);
  if (/^\/console\/apps\/(view|licensed)\//.test(pathname) && params.id) context.appId = params.id;
  if (params.build && UUID.test(params.build)) context.buildId = params.build;
  if (pathname.includes('/logs') || pathname.startsWith('/console/analytics')) {
    const appId = query.get('appId');
    if (appId && !context.appId) context.appId = appId;
    const logQuery = messageFilterOf(query.get('filters'));
    if (logQuery) context.logQuery = logQuery;
  }
  return context;
}

/** The value of the first filter on the message column, from the logs page's `filters` parameter. */
function messageFilterOf(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const filters: unknown = JSON.parse(raw);
    if (!Array.isArray(filters)) return undefined;
    for (const filter of filters) {
      const { column, value } = (filter ?? {}) as { column?: unknown; value?: unknown };
      if (column === 'message' && typeof value === 'string' && value.trim())
        return value.trim().slice(0, 500);
    }
  } catch {
    return undefined;
  }
  return undefined;
}
