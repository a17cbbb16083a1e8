import { HttpError } from '../../platform/httpError.ts';
import type { AppDirectory } from '../apps/apps.port.ts';

/**
 * The app a log or analytics route narrows to, after the endpoint table has checked the permission in the
 * company: an app id the company may not see (another company's, or none at all) is 404 before anything
 * is searched or written to the audit trail (docs/product/logs.md LOGS-11), exactly like an app that does not
 * exist.
 */
export function logsAppScope(apps: Pick<AppDirectory, 'visibleTo'>) {
  return async (organizationId: string, appId: string | null | undefined): Promise<void> => {
    if (appId && !(await apps.visibleTo(organizationId, appId)))
      throw new HttpError('not_found', 'App not found.');
  };
}

export type LogsAppScope = ReturnType<typeof logsAppScope>;
