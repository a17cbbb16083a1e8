import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrgContext } from '../../platform/auth/auth.hook.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { AppDirectory } from '../apps/apps.port.ts';

/**
 * The permission check of the log and analytics routes, with the app they narrow to: an app id the
 * company may not see (another company's, or none at all) is 404 before anything is searched or written to
 * the audit trail (issue 20 item 11), exactly like an app that does not exist.
 */
export function logsAccess(db: Db, apps: Pick<AppDirectory, 'visibleTo'>) {
  return async (
    request: FastifyRequest,
    permission: string,
    scope: { appId?: string | null | undefined; organizationId?: string | undefined } = {},
  ): Promise<OrgContext> => {
    const org = await requirePermission(db, request, permission, scope.organizationId);
    if (scope.appId && !(await apps.visibleTo(org.organizationId, scope.appId)))
      throw new HttpError('not_found', 'App not found.');
    return org;
  };
}

export type LogsAccess = ReturnType<typeof logsAccess>;
